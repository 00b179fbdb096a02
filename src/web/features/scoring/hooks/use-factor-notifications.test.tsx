// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FactorScore } from '../api/scoring';
import { useFactorNotifications } from './use-factor-notifications';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const factor = (status: string, lastScoredAt: string | null) =>
  ({
    id: 'factor-1',
    questionText: 'Are board minutes kept?',
    status,
    lastScoredAt,
  }) as unknown as FactorScore;

function watch(first: FactorScore[]) {
  const success = vi.spyOn(toast, 'success');
  const { result, rerender } = renderHook(({ factors }) => useFactorNotifications(factors), {
    initialProps: { factors: first },
  });
  return { success, updated: () => result.current, show: (factors: FactorScore[]) => rerender({ factors }) };
}

describe("the 'Updated' tag (spec 2 §2 area detail)", () => {
  test('the first load is quiet', () => {
    const page = watch([factor('completed', '2026-11-24T09:00:00Z')]);
    expect(page.updated().size).toBe(0);
    expect(page.success).not.toHaveBeenCalled();
  });

  test('a factor that turns completed is tagged and announced', () => {
    const page = watch([factor('processing', null)]);
    page.show([factor('completed', '2026-11-24T09:00:00Z')]);
    expect([...page.updated()]).toEqual(['factor-1']);
    expect(page.success).toHaveBeenCalledOnce();
  });

  test('a factor scored again by the tester, never seen processing, is tagged without a second toast', () => {
    const page = watch([factor('completed', '2026-11-24T09:00:00Z')]);
    page.show([factor('completed', '2026-11-24T09:05:00Z')]);
    expect([...page.updated()]).toEqual(['factor-1']);
    expect(page.success).not.toHaveBeenCalled();
  });

  test('a refetch that changes nothing tags nothing', () => {
    const page = watch([factor('completed', '2026-11-24T09:00:00Z')]);
    page.show([factor('completed', '2026-11-24T09:00:00Z')]);
    expect(page.updated().size).toBe(0);
  });
});
