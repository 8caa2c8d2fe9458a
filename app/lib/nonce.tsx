import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request CSP nonce. The server puts it in context while rendering; the browser reads it
 * back from a rendered script (the attribute is hidden from getAttribute, the property is not),
 * so server and client render the same value and hydration stays quiet.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

export function readNonceFromDocument(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || undefined;
}
