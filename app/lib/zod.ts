import { z } from "zod";

// zod 4 probes `new Function` once to decide whether to JIT its parsers; under our strict CSP
// that probe is reported as an eval violation. Every schema imports z from here.
z.config({ jitless: true });

export { z };
