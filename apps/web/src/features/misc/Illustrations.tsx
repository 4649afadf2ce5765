/** Simple line drawings for the error pages; they use currentColor so they follow the theme. */
export function LostMapIllustration() {
  return (
    <svg viewBox="0 0 300 180" width="100%" aria-hidden>
      <path d="M20 40 100 15l100 25 80-25v125l-80 25-100-25-80 25Z" fill="currentColor" opacity="0.08" />
      <path
        d="M20 40 100 15l100 25 80-25v125l-80 25-100-25-80 25Z M100 15v125 M200 40v125"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M45 120c30-40 60 10 90-20s50-40 80-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="8 8"
      />
      <circle cx="230" cy="85" r="16" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="m242 97 18 18" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

export function LockIllustration() {
  return (
    <svg viewBox="0 0 300 180" width="100%" aria-hidden>
      <circle cx="150" cy="95" r="80" fill="currentColor" opacity="0.08" />
      <rect x="105" y="80" width="90" height="70" rx="12" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M122 80V62a28 28 0 0 1 56 0v18" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="150" cy="110" r="9" fill="currentColor" />
      <path d="M150 118v14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
