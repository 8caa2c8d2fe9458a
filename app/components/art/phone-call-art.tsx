/** The /vibe-check header art: a phone with a speech bubble and a 15-minute timer, in the site's thin-line style. */
export function PhoneCallArt() {
  return (
    <svg viewBox="0 0 360 300" width="360" height="300" aria-hidden="true" className="mx-auto h-auto w-3/5 sm:w-full">
      <circle cx="190" cy="150" r="130" fill="#e9f2ef" />
      <circle cx="290" cy="70" r="46" fill="#fdf0eb" />
      <g fill="none" stroke="#0b4a42" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <rect x="120" y="50" width="110" height="200" rx="20" fill="#fbf7f1" />
        <path d="M160 66h30" />
        <circle cx="175" cy="128" r="30" fill="#cfe6df" />
        <path d="M160 128l10 10 20-20" />
        <path d="M146 182h58M152 198h46" stroke="#1f8a7a" />
        <rect x="148" y="214" width="54" height="20" rx="10" fill="#f9d9cd" stroke="#d56a4c" />
        <path d="M238 96h70a14 14 0 0 1 14 14v34a14 14 0 0 1-14 14h-40l-18 16v-16h-12a14 14 0 0 1-14-14" fill="#fbf7f1" />
        <path d="M256 118h42M256 134h28" stroke="#1f8a7a" />
        <circle cx="290" cy="70" r="22" fill="#fbf7f1" stroke="#d56a4c" />
        <path d="M290 58v12l8 6" stroke="#d56a4c" />
        <path d="M60 200c14-10 26-10 40 0M66 214c10-7 18-7 28 0" stroke="#1f8a7a" />
      </g>
    </svg>
  );
}
