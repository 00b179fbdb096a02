import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import type { ManagedCompany } from '../api/vector-stores';

/**
 * A titled list on the vector store manager, one bordered row a company (`itemClassName` lays the
 * row out); nothing while the list is empty.
 */
export function CompanyList({
  headingId,
  title,
  companies,
  itemClassName,
  children,
}: {
  headingId: string;
  title: string;
  companies: readonly ManagedCompany[];
  itemClassName?: string;
  children: (company: ManagedCompany) => ReactNode;
}) {
  if (companies.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {companies.map((company) => (
          <li
            key={company.companyId}
            className={cn('flex flex-col gap-2 rounded-lg border border-border bg-card p-3', itemClassName)}
          >
            {children(company)}
          </li>
        ))}
      </ul>
    </section>
  );
}
