import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

const tones = {
  accent: 'bg-primary-soft text-primary-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  error: 'bg-destructive-soft text-destructive-soft-foreground',
} as const;

type StatusCardProps = {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  /** The page's h1. */
  title: string;
  description: ReactNode;
  /** The way on: a full-width outline link under the message. */
  next?: { to: string; label: string; replace?: boolean };
  children?: ReactNode;
};

/** A one-message page (verification, reset, invitation): an icon, the page heading, what to do next. */
export function StatusCard({
  icon: Icon,
  tone = 'accent',
  title,
  description,
  next,
  children,
}: StatusCardProps) {
  return (
    <Card>
      <CardHeader>
        <span
          className={cn('mb-2 inline-flex size-10 items-center justify-center rounded-full', tones[tone])}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asHeading="h1" className="text-xl">
          {title}
        </CardTitle>
        <CardDescription className="text-sm leading-relaxed">{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {children}
        {next && (
          <Button asChild variant="outline" className="w-full">
            <Link to={next.to} replace={next.replace}>
              {next.label}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
