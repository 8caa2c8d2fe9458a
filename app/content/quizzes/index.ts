import type { Quiz } from "./quiz-model";
import { therapyFinderQuiz } from "./therapy-finder";

/** Every quiz on the site, in the order the quizzes-and-tools index lists them. */
export const quizzes: Quiz[] = [therapyFinderQuiz];
