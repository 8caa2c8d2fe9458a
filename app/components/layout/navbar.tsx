import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { navMenus, navPlainLinks, vibeCheckCta, type NavMenu } from "~/content/navigation";
import { site } from "~/content/site";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { LogoMark } from "./logo";

/** Translucent past 30 px, solid again at 10 px or less; square logo past 100 px. */
export const NAV_TRANSLUCENT_AFTER = 30;
export const NAV_SOLID_AT_OR_BELOW = 10;
export const NAV_LOGO_MORPH_AFTER = 100;

type MenuId = NavMenu["id"];

function useNavScrollState() {
  const [scrolled, setScrolled] = useState(false);
  const [compactLogo, setCompactLogo] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const y = window.scrollY;
      setScrolled((was) => (y > NAV_TRANSLUCENT_AFTER ? true : y <= NAV_SOLID_AT_OR_BELOW ? false : was));
      setCompactLogo(y > NAV_LOGO_MORPH_AFTER);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return { scrolled, compactLogo };
}

export function Navbar() {
  const { scrolled, compactLogo } = useNavScrollState();
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Until React is live the toggle's state is the browser's own (a popover invoker reports it).
  const [live, setLive] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const mobileMenuRef = useRef<HTMLDivElement>(null);
  const closingForNavigation = useRef(false);
  const triggerRefs = useRef<Partial<Record<MenuId, HTMLButtonElement | null>>>({});
  const location = useLocation();

  // The phone menu is a native popover: it opens, closes on Escape or an outside tap, and hands
  // focus back to its button with or without React; React follows its state.
  useEffect(() => {
    const menu = mobileMenuRef.current;
    if (!menu) return;
    const follow = (event?: Event) => {
      const open = menu.matches(":popover-open");
      // Closed with focus inside it or lost (a control swapped when React took over): back to the button.
      const active = document.activeElement;
      if (event && !open && !closingForNavigation.current && (active === document.body || menu.contains(active))) {
        navRef.current?.querySelector<HTMLButtonElement>("[data-mobile-toggle]")?.focus();
      }
      closingForNavigation.current = false;
      startTransition(() => setMobileOpen(open));
    };
    follow();
    startTransition(() => setLive(true));
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);

  // Any route change closes every menu (the first render is no change: a menu opened before
  // React was live stays open).
  const shownLocation = useRef(`${location.pathname}${location.search}${location.hash}`);
  useEffect(() => {
    const current = `${location.pathname}${location.search}${location.hash}`;
    if (current === shownLocation.current) return;
    shownLocation.current = current;
    setOpenMenu(null);
    const menu = mobileMenuRef.current;
    if (menu?.matches(":popover-open")) {
      closingForNavigation.current = true;
      menu.hidePopover();
    }
  }, [location.pathname, location.search, location.hash]);

  // A click outside the bar, or Escape, closes them too.
  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenMenu(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      triggerRefs.current[openMenu]?.focus();
      setOpenMenu(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openMenu]);

  const toggle = (id: MenuId) => setOpenMenu((current) => (current === id ? null : id));

  return (
    <header
      ref={navRef}
      data-scrolled={scrolled ? "true" : "false"}
      className={`group/nav fixed inset-x-0 top-0 z-40 h-20 border-b transition-[background-color,box-shadow,border-color] duration-300 lg:h-[88px] ${
        scrolled ? "border-line/70 bg-cream/85 shadow-soft backdrop-blur-md" : "border-transparent bg-cream"
      }`}
    >
      <nav aria-label="Main" className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`} data-logo={compactLogo ? "square" : "full"}>
          <LogoMark className="h-10 w-10" />
          <span
            // Between 1024 and 1199 px the full menu and the button need the wordmark's room.
            className={`font-display text-xl font-semibold whitespace-nowrap text-teal-800 transition-[opacity,max-width] duration-300 lg:max-[1199px]:hidden ${
              compactLogo ? "max-w-0 opacity-0" : "max-w-[12rem] opacity-100"
            }`}
            aria-hidden={compactLogo}
          >
            {site.name}
          </span>
        </Link>

        <ul className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {navMenus.map((menu) => (
            <li key={menu.id} className="relative">
              <DesktopMenu
                menu={menu}
                open={openMenu === menu.id}
                onToggle={() => toggle(menu.id)}
                onClose={(focusTrigger) => {
                  setOpenMenu(null);
                  if (focusTrigger) triggerRefs.current[menu.id]?.focus();
                }}
                triggerRef={(el) => {
                  triggerRefs.current[menu.id] = el;
                }}
              />
            </li>
          ))}
          {navPlainLinks.map((link) => (
            <li key={link.to}>
              <RouterNavLink
                to={link.to}
                className={({ isActive }) =>
                  `rounded-full px-3.5 py-2.5 text-[0.95rem] font-medium transition-colors hover:bg-teal-50 hover:text-teal-800 ${isActive ? "text-teal-800" : "text-ink"}`
                }
              >
                {link.label}
              </RouterNavLink>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <ButtonLink to={vibeCheckCta.to} size="sm" className="max-lg:hidden">
            {vibeCheckCta.label}
          </ButtonLink>
          <button
            type="button"
            data-mobile-toggle
            popoverTarget="mobile-menu"
            className="group inline-flex h-12 w-12 items-center justify-center rounded-full text-ink hover:bg-teal-50 lg:hidden"
            aria-expanded={live ? mobileOpen : undefined}
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
          >
            {/* The icon follows the menu itself, so it is right before React is live too. */}
            <Icon name="menu" strokeWidth={2} className="group-has-[#mobile-menu:popover-open]/nav:hidden" />
            <Icon name="close" strokeWidth={2} className="hidden group-has-[#mobile-menu:popover-open]/nav:inline" />
          </button>
        </div>
      </nav>

      <MobileMenu menuRef={mobileMenuRef} live={live} />
    </header>
  );
}

function DesktopMenu({
  menu,
  open,
  onToggle,
  onClose,
  triggerRef,
}: {
  menu: NavMenu;
  open: boolean;
  onToggle: () => void;
  onClose: (focusTrigger: boolean) => void;
  triggerRef: (el: HTMLButtonElement | null) => void;
}) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const active = menu.groups.some((g) => g.links.some((l) => location.pathname === l.to));

  const focusLink = (index: number | "first" | "last") => {
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = index === "first" ? 0 : index === "last" ? links.length - 1 : (current + index + links.length) % links.length;
    links[next]?.focus();
  };

  const onTriggerKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) onToggle();
      requestAnimationFrame(() => focusLink("first"));
    }
  };

  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusLink(1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusLink(-1);
    } else if (event.key === "Home") {
      event.preventDefault();
      focusLink("first");
    } else if (event.key === "End") {
      event.preventDefault();
      focusLink("last");
    }
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        onKeyDown={onTriggerKeyDown}
        className={`inline-flex items-center gap-1 rounded-full px-3.5 py-2.5 text-[0.95rem] font-medium transition-colors hover:bg-teal-50 hover:text-teal-800 ${
          open || active ? "text-teal-800" : "text-ink"
        }`}
      >
        {menu.label}
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={`transition-transform duration-200 ${open ? "rotate-180" : ""}`}>
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* The panel only hears arrow keys bubbling up from its links; it is not a control itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onBlur={(event) => {
          // Tabbing out of the panel (not into it or back to its trigger) closes it.
          const next = event.relatedTarget as Node | null;
          const wrapper = panelRef.current?.parentElement;
          if (next && wrapper && !wrapper.contains(next)) onClose(false);
        }}
        className="absolute top-full left-1/2 mt-3 w-[22rem] -translate-x-1/2 rounded-2xl border border-line bg-white p-3 shadow-lift"
      >
        {menu.groups.map((group, i) => (
          <div key={group.heading ?? i} className={i > 0 ? "mt-2 border-t border-line/70 pt-2" : ""}>
            {group.heading ? <p className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wider text-ink-soft uppercase">{group.heading}</p> : null}
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <RouterNavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `flex flex-col rounded-xl px-3 py-2.5 transition-colors hover:bg-teal-50 focus-visible:bg-teal-50 ${isActive ? "bg-teal-50" : ""}`
                    }
                  >
                    <span className="font-medium text-ink">{link.label}</span>
                    {link.note ? <span className="text-sm text-ink-soft">{link.note}</span> : null}
                  </RouterNavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}

function MobileMenu({ menuRef, live }: { menuRef: RefObject<HTMLDivElement | null>; live: boolean }) {
  const [openSection, setOpenSection] = useState<MenuId | null>(null);
  // A section opened before React was live stays open when its buttons take over.
  useEffect(() => {
    const opened = menuRef.current?.querySelector<HTMLDetailsElement>("details[open]")?.dataset.menu;
    const match = navMenus.find((m) => m.id === opened);
    if (match) startTransition(() => setOpenSection(match.id));
  }, [menuRef]);
  const chevron = (open: boolean) => (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      className={`transition-transform ${open ? "rotate-180" : ""} group-open/section:rotate-180`}
    >
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  const sectionLabel = "flex min-h-12 w-full items-center justify-between py-3 text-left text-lg font-medium";
  return (
    <div
      id="mobile-menu"
      ref={menuRef}
      popover="auto"
      // Below the bar, the width of the screen; the popover's own box styles are undone.
      className="inset-x-0 top-20 bottom-auto m-0 max-h-[calc(100dvh-5rem)] w-full max-w-none overflow-y-auto border-0 border-t border-line bg-cream p-0 text-ink shadow-lift lg:hidden"
    >
      <div className="container-page py-4">
        <ul className="divide-y divide-line/70">
          {navMenus.map((menu) => {
            const open = openSection === menu.id;
            const panelId = `mobile-${menu.id}`;
            const links = menu.groups.map((group, i) => (
              <div key={group.heading ?? i} className="mb-2">
                {group.heading ? <p className="pt-2 pb-1 text-xs font-semibold tracking-wider text-ink-soft uppercase">{group.heading}</p> : null}
                <ul>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="flex min-h-11 flex-col justify-center rounded-lg py-2 pl-3 hover:bg-teal-50">
                        <span>{link.label}</span>
                        {link.note ? <span className="text-sm text-ink-soft">{link.note}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ));
            return (
              <li key={menu.id}>
                {live ? (
                  <>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenSection(open ? null : menu.id)}
                      className={sectionLabel}
                    >
                      {menu.label}
                      {chevron(open)}
                    </button>
                    <div id={panelId} hidden={!open} className="pb-3">
                      {links}
                    </div>
                  </>
                ) : (
                  // Before React is live the same accordion is a native disclosure, one open at a time.
                  <details name="mobile-menu-section" data-menu={menu.id} className="group/section">
                    <summary className={`${sectionLabel} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                      {menu.label}
                      {chevron(false)}
                    </summary>
                    <div className="pb-3">{links}</div>
                  </details>
                )}
              </li>
            );
          })}
          {navPlainLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="flex min-h-12 items-center py-3 text-lg font-medium">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <ButtonLink to={vibeCheckCta.to} className="mt-4 w-full">
          {vibeCheckCta.label}
        </ButtonLink>
      </div>
    </div>
  );
}
