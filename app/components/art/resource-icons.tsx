/** Line icons for the kinds of resources: an article, an episode, a download and a self-check. */
export type ResourceKind = "read" | "listen" | "download" | "reflect";

const PATHS: Record<ResourceKind, string> = {
  read: "M5 5.5C7.5 4.5 10 4.6 12 6c2-1.4 4.5-1.5 7-.5v13c-2.5-1-5-.9-7 .5-2-1.4-4.5-1.5-7-.5zM12 6v13.5",
  listen: "M12 3.5a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0v-5a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3.5M9 20.5h6",
  download: "M7 3.5h7l4 4v13H7zM14 3.5v4h4M12.5 10.5v6M10 14l2.5 2.5L15 14",
  reflect: "M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM15.5 8.5l-2 5-5 2 2-5z",
};

/** Decorative: the kind is always said in text beside it. */
export function ResourceIcon({ kind, size = 24 }: { kind: ResourceKind; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
