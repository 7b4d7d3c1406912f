import { useId } from 'react';

/** How much of the studio has been sent; at 100% the server is still storing the images. */
export function UploadProgress({ percent }: { percent: number }) {
  const labelId = useId();
  const sent = percent >= 100;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          {sent ? 'Upload complete, saving your studio…' : 'Uploading your studio…'}
        </span>
        <span aria-hidden="true" className="font-semibold text-slate-900 tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
