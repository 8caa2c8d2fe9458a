import { useEffect, useRef, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { LogoMark } from "~/components/layout/logo";
import { Icon } from "~/components/ui/icons";
import { USER_STORAGE_KEY } from "~/lib/api-client";

export interface ShellUser {
  username: string;
  isAdmin: boolean;
}

export interface ShellLink {
  path: string;
  label: string;
  adminOnly: boolean;
}

/**
 * The admin frame: a sidebar on a laptop; on a phone, a top bar whose menu (a native disclosure)
 * names the current screen and opens the list of all of them, so the screen itself starts at the
 * top of the phone instead of below five rows of tabs. Plain links, a `<details>` and a sign-out
 * form, so it works before (and without) JavaScript.
 */
export function AdminShell({ user, links, children }: { user: ShellUser; links: ShellLink[]; children: ReactNode }) {
  useEffect(() => {
    // The stored user (username, isAdmin) is for display and the identity headers only;
    // the server decides by the session cookie.
    try {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ username: user.username, isAdmin: user.isAdmin }));
    } catch {
      // Storage blocked (private mode): nothing depends on it.
    }
  }, [user.username, user.isAdmin]);

  const visible = links.filter((link) => user.isAdmin || !link.adminOnly);
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap ${isActive ? "bg-teal-700 text-white" : "text-ink-soft hover:bg-sand hover:text-ink"}`;
  const { pathname } = useLocation();
  const current = currentScreen(visible, pathname);
  // A link followed inside the phone menu closes it: the next screen starts with the menu shut.
  const phoneMenu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (phoneMenu.current) phoneMenu.current.open = false;
  }, [pathname]);
  const linkList = (className: string) => (
    <ul className={className}>
      {visible.map((link) => (
        <li key={link.path}>
          <NavLink to={link.path} end={link.path === "/admin"} className={navLinkClass} prefetch="intent">
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="min-h-dvh bg-cream lg:grid lg:grid-cols-[16rem_1fr]">
      {/* On wide screens a column as tall as the window: the links scroll within it when the window is short, the account block stays below them. */}
      <aside className="border-b border-line bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-5 py-4 lg:py-6">
          <a href="/admin" className="flex items-center gap-2.5 rounded-lg">
            <LogoMark className="h-9 w-9" />
            <span className="leading-tight">
              <span className="block font-display text-lg text-ink">Millennial Life</span>
              <span className="block text-xs font-medium tracking-wide text-ink-soft uppercase">Practice admin</span>
            </span>
          </a>
          <SignOutForm className="lg:hidden" />
        </div>
        <nav aria-label="Admin" className="px-3 pb-3 lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:px-3 lg:pb-3">
          <details ref={phoneMenu} className="group lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-line bg-cream px-3.5 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
              <span>Menu{current ? <span className="font-normal text-ink-soft"> · {current.label}</span> : null}</span>
              <Icon name="chevronDown" size={16} className="transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            {linkList("mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3")}
          </details>
          {linkList("hidden lg:flex lg:flex-col lg:gap-0.5")}
        </nav>
        <div className="hidden border-t border-line px-5 py-5 lg:block">
          <p className="text-xs text-ink-soft">Signed in as</p>
          <p className="truncate text-sm font-semibold text-ink">
            {user.username} <span className="font-normal text-ink-soft">· {user.isAdmin ? "admin" : "writer"}</span>
          </p>
          <SignOutForm className="mt-3" />
          <a href="/" className="inline-link mt-3 block text-sm">
            View the website
          </a>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}

function SignOutForm({ className = "" }: { className?: string }) {
  return (
    <form
      method="post"
      action="/admin/logout"
      className={className}
      onSubmit={() => {
        try {
          localStorage.removeItem(USER_STORAGE_KEY);
        } catch {
          // Storage blocked: nothing to remove.
        }
      }}
    >
      <button
        type="submit"
        className="inline-flex min-h-10 cursor-pointer items-center rounded-xl border border-line bg-white px-3.5 text-sm font-semibold text-ink hover:border-teal-600"
      >
        Sign out
      </button>
    </form>
  );
}

/** The screen a path belongs to: the longest screen path it starts with (/admin/leads/42 is Leads). */
function currentScreen(links: ShellLink[], pathname: string): ShellLink | undefined {
  return links.filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}
