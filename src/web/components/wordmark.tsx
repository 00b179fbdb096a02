import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The Keel mark and name. The mark is a stylised hull and keel line, drawn in the accent colour. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-foreground', className)}
    >
      <svg viewBox="0 0 32 32" className="size-6" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path d="M9 21.5h14L20.5 25h-9z" className="fill-primary-foreground" />
        <path
          d="M16 6v13M16 8l6 9h-6"
          className="stroke-primary-foreground"
          strokeWidth="2"
          fill="none"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-base">Keel</span>
    </span>
  );
}

/** The wordmark as the way home, in every frame's top bar. */
export function HomeLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      aria-label="Keel home"
      className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <Wordmark />
    </Link>
  );
}
