import { AnswerPage, answerPageMeta } from "~/components/sections/answer-page";
import { discernmentCounselingPage } from "~/content/answer-pages/discernment-counseling";
import { programOffer } from "~/features/services/fee-page-data.server";
import type { Route } from "./+types/discernment-counseling";

/** The program in the discernment format, with its price and length from app/content/services/, on the server only. */
const DISCERNMENT_PROGRAM_PATH = "/rescue-rebuild";

export function loader() {
  const { title, path, amountUsd, unit, length } = programOffer(DISCERNMENT_PROGRAM_PATH);
  return { program: { title, path, amountUsd, unit, length } };
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [{ title: "Page Not Found" }];
  return answerPageMeta(args, discernmentCounselingPage(args.loaderData.program));
}

export default function DiscernmentCounselingPage({ loaderData }: Route.ComponentProps) {
  return <AnswerPage page={discernmentCounselingPage(loaderData.program)} />;
}
