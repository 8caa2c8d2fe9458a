import { Form } from "react-router";
import { MAX_QUERY_LENGTH_CLIENT } from "./search-limits";
import { SEARCH_PATH } from "./search-types";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { searchBoxCopy as copy } from "~/content/search-page";

/**
 * The site search form: a plain GET form to /resources/search, so it works before and without
 * JavaScript (React Router's Form turns it into a client-side navigation afterwards). In a narrow
 * column the button keeps only its icon (the word stays for screen readers) so the field is wide
 * enough to show its whole example.
 */
export function SearchForm({
  defaultValue = "",
  inputId,
  label = copy.label,
  hideLabel = false,
  onInput,
  inputProps,
}: {
  defaultValue?: string;
  inputId: string;
  label?: string;
  hideLabel?: boolean;
  onInput?: (value: string) => void;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Form method="get" action={SEARCH_PATH} role="search" className="@container w-full max-w-2xl">
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "mb-2 block font-semibold text-ink"}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH_CLIENT}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={copy.placeholder}
          className="min-h-12 w-full min-w-0 flex-1 rounded-full border border-line bg-white px-5 text-base text-ink shadow-soft placeholder:text-ink-soft/80 focus:border-teal-700"
          onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
          {...inputProps}
        />
        <Button type="submit" className="shrink-0 max-sm:px-5 @max-sm:px-3.5">
          <Icon name="search" size={18} strokeWidth={2.2} />
          <span className="@max-sm:sr-only">{copy.submit}</span>
        </Button>
      </div>
    </Form>
  );
}
