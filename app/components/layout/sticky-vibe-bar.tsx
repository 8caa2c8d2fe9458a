import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { vibeCheckCta } from "~/content/navigation";
import { VIBE_CHECK } from "~/content/product-names";
import { usePracticeContact } from "~/content/practice-contact";

/**
 * The phone's one clear next step: a slim bar fixed to the bottom once the first screen is
 * scrolled past, with the Vibe Check and a call button. Pure markup and CSS (`.sticky-cta` in
 * app.css), so it works before any script: a scroll timeline reveals it, the contact form's view
 * timeline hides it while the form is on screen, and it steps aside for the open phone menu and
 * the cookie banner. Wide screens never show it.
 */
export function StickyVibeBar() {
  const { phone } = usePracticeContact();
  return (
    <aside aria-label="Get started" className="sticky-cta">
      <div
        data-testid="sticky-cta"
        className="sticky-cta__inner border-t border-line bg-cream px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-6px_24px_-12px_rgb(29_27_25/0.25)]"
      >
        <div className="mx-auto flex max-w-xl items-center gap-2">
          <ButtonLink to={vibeCheckCta.to} size="compact" className="flex-1">
            Book my free {VIBE_CHECK}
          </ButtonLink>
          <ButtonLink to={phone.href} variant="secondary" size="compact" className="bg-white">
            <Icon name="phone" size={18} strokeWidth={2} />
            Call<span className="sr-only"> {phone.display}</span>
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}
