import { use, useId, useRef, useState } from "react";
import { isAfterFirstHydration } from "~/components/performance/first-hydration";
import { lazyIsland } from "~/components/performance/lazy-island";
import { emptyAnswers } from "./match-answers";
import { QuestionnaireLayout } from "./questionnaire-layout";
import type { MatchCatalog } from "./recommend";

// react-hook-form, zod, the schema and `recommend` stay out of the page's first load.
let formCode: Promise<typeof import("./get-matched-form")> | undefined;
const loadForm = () => (formCode ??= import("./get-matched-form"));

// On a page load the server renders the whole form and hydration keeps that markup (the visitor's
// choices in it stay hers; a "Show my match" is held for the code by useQueuedSubmit) until the
// code has arrived, which it does once the form comes near the screen: on /get-matched at once.
const GetMatchedIsland = lazyIsland(loadForm, { when: "visible", ssr: true });

/**
 * The /get-matched questionnaire as the page uses it. A client-side navigation waits for the
 * form's code as it waits for the page's own (navigations are transitions: the previous page stays,
 * with the loading indicator), so the form it shows is live at once, with nothing to lose.
 */
export function LazyGetMatchedForm({ catalog }: { catalog: MatchCatalog }) {
  const [navigatedTo] = useState(isAfterFirstHydration);
  return navigatedTo ? <FormWithItsCode catalog={catalog} /> : <HydratedForm catalog={catalog} />;
}

function HydratedForm({ catalog }: { catalog: MatchCatalog }) {
  const ref = useRef<HTMLDivElement>(null);
  GetMatchedIsland.useTrigger(ref);
  return (
    <div ref={ref}>
      <GetMatchedIsland catalog={catalog} fallback={<NativeQuestionnaire />} />
    </div>
  );
}

function FormWithItsCode({ catalog }: { catalog: MatchCatalog }) {
  const { GetMatchedForm } = use(loadForm());
  return (
    <div>
      <GetMatchedForm catalog={catalog} />
    </div>
  );
}

/** Shown only if React has to render the island afresh before its code is there: the same form, left to the browser. */
function NativeQuestionnaire() {
  const formId = useId();
  return <QuestionnaireLayout formId={formId} answers={emptyAnswers} />;
}
