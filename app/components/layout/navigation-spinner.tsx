import { Spinner } from "~/components/ui/spinner";

/** The spinner of a slow navigation, over the page area below the bar. */
export default function NavigationSpinner() {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-28 z-30 flex justify-center lg:top-32">
      <div className="rounded-[var(--radius-card)] bg-white/95 px-8 py-5 shadow-lift">
        <Spinner />
      </div>
    </div>
  );
}
