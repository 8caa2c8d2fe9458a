import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installGlobalErrorHandlers, startApp } from "~/features/errors/global-error-handlers";
import { NonceProvider, readNonceFromDocument } from "~/lib/nonce";

// First, so noise from extensions and the reviews widget during start-up is already filtered.
installGlobalErrorHandlers();

startApp(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider nonce={readNonceFromDocument()}>
          <HydratedRouter />
        </NonceProvider>
      </StrictMode>,
    );
  });
});
