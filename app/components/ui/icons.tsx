/**
 * The site's small line icons, drawn here (no icon font or CDN). Decorative by default:
 * the text beside them carries the meaning.
 */
interface IconProps {
  className?: string;
  size?: number;
}

function Icon({ className = "", size = 20, children, viewBox = "0 0 20 20" }: IconProps & { children: React.ReactNode; viewBox?: string }) {
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 10h11M11 5l5 5-5 5" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 10.5l4 4 8-9" />
    </Icon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4" />
    </Icon>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <Icon {...props} viewBox="0 0 24 24">
      <path d="M3 6h13v12H3zM16 10l5-3v10l-5-3" />
    </Icon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Icon {...props} viewBox="0 0 24 24">
      <path d="M12 21s-6-5.3-6-11a6 6 0 0 1 12 0c0 5.7-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props} viewBox="0 0 24 24">
      <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props} viewBox="0 0 24 24">
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z" />
    </Icon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 4v12M4 10h12" />
    </Icon>
  );
}

export function StarIcon({ className = "", size = 16 }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className={`shrink-0 ${className}`} fill="currentColor">
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
    </svg>
  );
}

export const iconCatalogue = [
  { name: "ArrowRightIcon", Component: ArrowRightIcon },
  { name: "CheckIcon", Component: CheckIcon },
  { name: "ExternalLinkIcon", Component: ExternalLinkIcon },
  { name: "VideoIcon", Component: VideoIcon },
  { name: "MapPinIcon", Component: MapPinIcon },
  { name: "MailIcon", Component: MailIcon },
  { name: "PhoneIcon", Component: PhoneIcon },
  { name: "PlusIcon", Component: PlusIcon },
  { name: "StarIcon", Component: StarIcon },
] as const;
