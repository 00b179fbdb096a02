import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

const sizes = {
  sm: 'size-7 text-xs',
  md: 'size-9 text-sm',
  lg: 'size-20 text-2xl',
} as const;

type AvatarProps = {
  src?: string | null | undefined;
  /** Shown while the photo loads, or when there is none. */
  fallback: string;
  /** Text alternative for the photo; leave empty when a name is written next to it. */
  alt?: string;
  size?: keyof typeof sizes;
  className?: string;
};

/** A round photo with an initials fallback. */
export function Avatar({ src, fallback, alt = '', size = 'md', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-primary-soft',
        sizes[size],
        className,
      )}
    >
      {src && <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : 0}
        aria-hidden={alt ? undefined : true}
        className="flex size-full items-center justify-center font-semibold text-primary-soft-foreground uppercase"
      >
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
