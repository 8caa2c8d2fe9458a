import { AnswerPage, answerPageMeta } from "~/components/sections/answer-page";
import { firstSessionPage } from "~/content/answer-pages/first-session";
import type { Route } from "./+types/first-session";

export function meta(args: Route.MetaArgs) {
  return answerPageMeta(args, firstSessionPage);
}

export default function FirstSessionPage() {
  return <AnswerPage page={firstSessionPage} />;
}
