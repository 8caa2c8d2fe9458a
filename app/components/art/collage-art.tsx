import type { ReactNode } from "react";

/** Decorative header art: one picture, tilted, with a smaller one laid over its lower left and a badge on its upper right. */
export function CollageArt({ back, front, badge }: { back?: ReactNode; front?: ReactNode; badge?: ReactNode }) {
  return (
    <div aria-hidden="true" className="relative px-6 pt-4 pb-10">
      {back ? <div className="rotate-[-3deg] overflow-hidden rounded-[1.75rem] shadow-lift">{back}</div> : null}
      {front ? <div className="absolute -bottom-2 -left-2 w-32 rotate-[-8deg]">{front}</div> : null}
      {badge ? <span className="absolute -top-4 right-0 rotate-[8deg]">{badge}</span> : null}
    </div>
  );
}
