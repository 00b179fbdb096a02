// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AccountRole, EffectiveRole } from '#domain/roles.ts';
import type { Member } from '../api/members';
import { memberPermissions } from '../utils/member-permissions';
import { MemberRow } from './member-row';

afterEach(cleanup);

const viewerId = 'viewer';

function member(role: AccountRole, userId = 'someone-else'): Member {
  return {
    userId,
    role,
    joinedAt: '2026-01-01T00:00:00.000Z',
    email: `${role}@example.com`,
    name: null,
    initials: null,
    profilePhotoUrl: null,
  };
}

function renderRow(viewerRole: EffectiveRole, target: Member) {
  render(
    <ul>
      <MemberRow
        member={target}
        isViewer={target.userId === viewerId}
        accountName="Northwind"
        permissions={memberPermissions({ viewerId, viewerRole, member: target })}
        busy={false}
        onChangeRole={vi.fn()}
        onRemove={vi.fn()}
      />
    </ul>,
  );
  return {
    roleSelect: screen.queryByRole('combobox', { name: `Role of ${target.email}` }),
    removeButton: screen.queryByRole('button', { name: `Remove ${target.email}` }),
  };
}

describe('controls on a row of the Users list', () => {
  test('a member sees roles as text, with no controls at all', () => {
    const { roleSelect, removeButton } = renderRow('member', member('admin'));
    expect(roleSelect).toBeNull();
    expect(removeButton).toBeNull();
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  test('nobody gets controls on their own row', () => {
    const { roleSelect, removeButton } = renderRow('owner', member('owner', viewerId));
    expect(roleSelect).toBeNull();
    expect(removeButton).toBeNull();
    expect(screen.getByText('(you)')).toBeTruthy();
  });

  test('an owner may change and remove an admin', () => {
    const { roleSelect, removeButton } = renderRow('owner', member('admin'));
    expect(roleSelect?.hasAttribute('disabled')).toBe(false);
    expect(removeButton?.hasAttribute('disabled')).toBe(false);
  });

  test('an admin may manage a member', () => {
    const { roleSelect, removeButton } = renderRow('admin', member('member'));
    expect(roleSelect?.hasAttribute('disabled')).toBe(false);
    expect(removeButton?.hasAttribute('disabled')).toBe(false);
  });

  test('an admin sees an owner’s controls disabled, with the reason', () => {
    const { roleSelect, removeButton } = renderRow('admin', member('owner'));
    expect(roleSelect?.hasAttribute('disabled')).toBe(true);
    expect(removeButton?.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Admins cannot change the role of an owner')).toBeTruthy();
    expect(screen.getByText('Only owners can remove owners')).toBeTruthy();
  });

  test('a super admin supporting the account holds owner rights', () => {
    expect(memberPermissions({ viewerId, viewerRole: 'super_admin', member: member('owner') })).toEqual({
      showControls: true,
      roleChangeRefusal: null,
      removalRefusal: null,
    });
  });
});
