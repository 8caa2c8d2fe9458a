import { NavLink } from "react-router";

/** Links between the internal style-guide pages (all noindex, out of the sitemap). */
const PAGES = [
  { to: "/component-templates", label: "Components" },
  { to: "/hero-demo", label: "Heroes" },
  { to: "/example-service", label: "Service template" },
  { to: "/demo/specialty-card", label: "Specialty card" },
  { to: "/icon-demo", label: "Icons & art" },
];

export function StyleGuideNav() {
  return (
    <nav aria-label="Style guide" className="border-b border-line bg-ink text-white">
      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm">
        <span className="mr-2 font-semibold text-teal-100">Style guide (internal)</span>
        {PAGES.map((p) => (
          <NavLink
            key={p.to}
            to={p.to}
            className={({ isActive }) =>
              `inline-flex min-h-11 items-center rounded-full px-3 ${isActive ? "bg-white text-ink" : "text-white hover:bg-white/10"}`
            }
          >
            {p.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}

export function DemoSection({
  id,
  title,
  note,
  children,
  tone = "cream",
}: {
  id: string;
  title: string;
  note?: string;
  children: React.ReactNode;
  tone?: "cream" | "sand" | "mist";
}) {
  const bg = tone === "cream" ? "bg-cream" : tone === "sand" ? "bg-sand" : "bg-mist";
  return (
    <section id={id} className={`${bg} border-b border-line py-12`} aria-labelledby={`${id}-heading`}>
      <div className="container-page">
        {/* A one-off on the internal style guide. */}
        <h2 id={`${id}-heading`} className="font-display text-2xl text-ink sm:text-3xl">
          {title}
        </h2>
        {note ? <p className="mt-2 max-w-3xl text-ink-soft">{note}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
