import { Link } from "react-router";
import { Heading } from "~/components/ui/heading";
import { teamFilterCopy as copy } from "~/content/team-page";
import { sessionFormatLabels, teamFocusLabels } from "~/content/therapists";
import { describeTeamFilters, FOCUS_OPTIONS, FORMAT_OPTIONS, type TeamFilters } from "./team-filters";

/** "Find your fit": filter chips as links, and a status line saying what is shown. */
export function TeamFilterBar({
  filters,
  params,
  shown,
}: {
  filters: TeamFilters;
  params: URLSearchParams;
  shown: { filtered: boolean; count: number; total: number };
}) {
  return (
    <section className="border-b border-line bg-cream" aria-labelledby="team-filters-heading">
      <div className="container-page py-8">
        <Heading id="team-filters-heading" size="item">
          {copy.heading}
        </Heading>
        <div className="mt-4 grid gap-4">
          <FilterRow
            label={copy.focusLabel}
            param="focus"
            current={filters.focus}
            options={FOCUS_OPTIONS.map((f) => ({ value: f, label: teamFocusLabels[f] }))}
            params={params}
          />
          <FilterRow
            label={copy.formatLabel}
            param="format"
            current={filters.format}
            options={FORMAT_OPTIONS.map((f) => ({ value: f, label: sessionFormatLabels[f] }))}
            params={params}
          />
        </div>
        <p className="mt-5 text-sm text-ink-soft" role="status" data-testid="team-filter-status">
          {shown.filtered ? copy.showingSome(shown.count, shown.total, describeTeamFilters(filters)) : copy.showingAll(shown.total)}
          {shown.filtered ? (
            <>
              {" "}
              <Link to="/team" preventScrollReset className="inline-link">
                {copy.clear}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}

function FilterRow({
  label,
  param,
  current,
  options,
  params,
}: {
  label: string;
  param: "focus" | "format";
  current: string | null;
  options: { value: string; label: string }[];
  params: URLSearchParams;
}) {
  const hrefFor = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(param, value);
    else next.delete(param);
    const query = next.toString();
    return query ? `/team?${query}` : "/team";
  };
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
      active ? "border-teal-700 bg-teal-700 text-white" : "border-line bg-white text-ink hover:border-teal-700 hover:text-teal-800"
    }`;
  return (
    <nav aria-label={copy.navLabel(label)} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <p className="text-sm font-semibold text-ink sm:min-w-24 sm:pt-3" id={`filter-${param}-label`}>
        {label}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={`filter-${param}-label`}>
        <li>
          <Link to={hrefFor(null)} preventScrollReset replace className={chip(current === null)} aria-current={current === null ? "true" : undefined}>
            {param === "focus" ? copy.anyFocus : copy.anyFormat}
          </Link>
        </li>
        {options.map((o) => (
          <li key={o.value}>
            <Link
              to={hrefFor(o.value)}
              preventScrollReset
              replace
              className={chip(current === o.value)}
              aria-current={current === o.value ? "true" : undefined}
              data-filter={`${param}:${o.value}`}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
