import { ScreenOutlet } from './screen-outlet';

/** The page frame of public and account screens. */
export function ContentLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <ScreenOutlet />
    </div>
  );
}
