import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import type { Guide, GuideBlock } from "~/content/guides";

/** A guide's text as a web page: the same blocks the PDF is drawn from, in the same order. */
export function GuideBody({ guide }: { guide: Guide }) {
  return (
    <div className="max-w-3xl">
      {guide.intro.map((text) => (
        <p key={text} className="mb-5 text-lg leading-relaxed text-ink">
          {text}
        </p>
      ))}
      {guide.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`guide-section-${i}`} className="mt-12">
          <span aria-hidden="true" className="block h-0.5 w-8 rounded bg-coral-500" />
          <Heading id={`guide-section-${i}`} size="panel" className="mt-3">
            {section.heading}
          </Heading>
          <div className="mt-4 space-y-5">
            {section.blocks.map((block, j) => (
              <Block key={j} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="leading-relaxed text-ink-soft">{block.text}</p>;
    case "checklist":
      return (
        <ul className="space-y-2.5">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 text-ink">
              <span aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 rounded-[5px] border-[1.5px] border-teal-700 bg-white" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case "bullets":
      return <MarkedList items={block.items} mark="dot" className="space-y-2 text-ink" />;
    case "steps":
      return <NumberedSteps steps={block.items} size="sm" />;
    case "script":
      return (
        <figure className="rounded-2xl border-l-4 border-teal-600 bg-mist px-5 py-5 sm:px-7">
          <figcaption className="text-xs font-semibold tracking-[0.14em] text-coral-700 uppercase">{block.label}</figcaption>
          <blockquote className="mt-2 space-y-2 font-display text-lg text-teal-900">
            {block.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </blockquote>
        </figure>
      );
    case "note":
      return (
        <aside aria-label={block.title} className="rounded-2xl border-l-4 border-coral-500 bg-sand px-5 py-5 sm:px-7">
          <p className="font-semibold text-ink">{block.title}</p>
          <p className="mt-1 leading-relaxed text-ink-soft">{block.text}</p>
        </aside>
      );
  }
}
