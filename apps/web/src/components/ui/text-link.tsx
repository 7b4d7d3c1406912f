import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export const textLinkClasses =
  'font-medium text-indigo-700 underline-offset-4 hover:text-indigo-800 hover:underline ' +
  'focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
