import { AnswerPage, answerPageMeta } from "~/components/sections/answer-page";
import { couplesTherapyCostPage } from "~/content/answer-pages/couples-therapy-cost";
import type { Route } from "./+types/couples-therapy-cost";

export function meta(args: Route.MetaArgs) {
  return answerPageMeta(args, couplesTherapyCostPage);
}

export default function CouplesTherapyCostPage() {
  return <AnswerPage page={couplesTherapyCostPage} />;
}
