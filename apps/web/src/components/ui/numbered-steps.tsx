/** How something goes, step by step: each step's number in a circle, its title and a line of text. */
export function NumberedSteps({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  /** The list's spacing, where it stands and between its steps. */
  className: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-0.5 text-sm text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
