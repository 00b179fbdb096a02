import { Tabs as TabsPrimitive } from 'radix-ui';
import { withClasses } from '#web/lib/with-classes.tsx';

export const Tabs = withClasses(TabsPrimitive.Root, 'flex flex-col gap-4');

export const TabsList = withClasses(
  TabsPrimitive.List,
  'inline-flex h-9 items-center rounded-md bg-muted p-1 text-muted-foreground',
);

export const TabsTrigger = withClasses(
  TabsPrimitive.Trigger,
  'inline-flex h-7 flex-1 cursor-pointer items-center justify-center rounded-sm px-3 text-sm font-medium',
  'whitespace-nowrap transition-colors hover:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs',
);

export const TabsContent = withClasses(
  TabsPrimitive.Content,
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-md',
);
