import { useNavigation } from "react-router";
import { buttonClass, ErrorNote, SuccessNote } from "~/components/admin/admin-kit";

/** What an admin screen's native form posts answer: the form they came from, and a message. */
export type FormAnswer<Intent extends string> = { form: Intent; error?: string; notice?: string };

/** The answer meant for one form of the page, if the last post was that form's. */
export function answerFor<Answer extends FormAnswer<string>>(answer: Answer | undefined, ...forms: Answer["form"][]): Answer | undefined {
  return answer && forms.includes(answer.form) ? answer : undefined;
}

export function Notes({ answer }: { answer?: { error?: string; notice?: string } }) {
  return (
    <div aria-live="polite" className="space-y-2 empty:hidden">
      {answer?.error ? <ErrorNote>{answer.error}</ErrorNote> : null}
      {answer?.notice ? <SuccessNote>{answer.notice}</SuccessNote> : null}
    </div>
  );
}

/**
 * A form's submit button, which names the form (`intent`) and is busy while that form is being sent:
 * with `field`, only while the form with that field's value is (one row of a list).
 */
export function SubmitButton({
  intent,
  field,
  children,
  tone = "primary",
  className = "",
}: {
  intent: string;
  field?: { name: string; value: string };
  children: string;
  tone?: "primary" | "secondary" | "danger";
  className?: string;
}) {
  const navigation = useNavigation();
  const sent = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy = sent?.get("intent") === intent && (!field || sent.get(field.name) === field.value);
  return (
    <button type="submit" name="intent" value={intent} className={`${buttonClass[tone]} ${className}`} disabled={busy}>
      {children}
    </button>
  );
}
