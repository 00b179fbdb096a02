import {
  Banknote,
  Landmark,
  Lightbulb,
  type LucideIcon,
  Presentation,
  Server,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { FactorArea } from '#domain/scoring.ts';

const icons: Record<FactorArea, LucideIcon> = {
  'Corporate Governance': Landmark,
  'HR & People': Users,
  'Policies & Compliance': ShieldCheck,
  'Financial Health & Controls': Banknote,
  'Intellectual Property': Lightbulb,
  'Investor Relations & Reporting': Presentation,
  'Operational Risk & Systems': Server,
};

export function AreaIcon({ area, className }: { area: FactorArea; className?: string }) {
  const Icon = icons[area];
  return <Icon className={className} aria-hidden="true" />;
}
