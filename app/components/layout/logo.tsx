/** The practice's mark: a rounded square monogram, and the wordmark beside it. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="11" fill="#0e5e53" />
      <path
        d="M9 27V14.5c0-.8.9-1.2 1.5-.7L16 19l5.5-5.2c.6-.5 1.5-.1 1.5.7V27"
        fill="none"
        stroke="#fbf7f1"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M28 12.5V27h4.5" fill="none" stroke="#f9d9cd" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
