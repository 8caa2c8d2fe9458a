import { Icon } from "~/components/ui/icons";

/** The tick before each line of a service's "for you if" and "what's included" lists: the check icon on a soft teal disc. */
export function CheckIcon() {
  return (
    <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal-700/12 text-teal-700" aria-hidden="true">
      <Icon name="check" size={16} strokeWidth={2.2} />
    </span>
  );
}
