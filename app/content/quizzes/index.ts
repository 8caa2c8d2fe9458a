import { crisisCheckQuiz } from "./crisis-check";
import { culturalConnectionQuiz } from "./cultural-connection";
import { digitalDetoxQuiz } from "./digital-detox";
import { premaritalReadinessQuiz } from "./premarital-readiness";
import type { Quiz } from "./quiz-model";
import { selfDiscoveryQuiz } from "./self-discovery";
import { therapyFinderQuiz } from "./therapy-finder";

/** Every quiz on the site, in the order the quizzes-and-tools index lists them. */
export const quizzes: Quiz[] = [therapyFinderQuiz, crisisCheckQuiz, premaritalReadinessQuiz, selfDiscoveryQuiz, culturalConnectionQuiz, digitalDetoxQuiz];
