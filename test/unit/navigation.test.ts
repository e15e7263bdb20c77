// The navigation's history: go pushes the place (with the screens' filters), back restores it.
import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigation } from '../../src-renderer/stores/navigation';

const state = () => useNavigation.getState();
const initial = useNavigation.getState();

beforeEach(() => useNavigation.setState(initial, true));

describe('the navigation history', () => {
  it('goes back through the places in order, with the filters each had', () => {
    state().setFilter('payments.browse', { status: 'paid' });
    state().go('payments');
    state().go('payments', { orderCode: 'AB12' });
    state().setFilter('payments.browse', { status: 'open' });
    state().go('kyc', { investorEmail: 'anna@example.com' });
    state().go('projects', { projectId: 'p1' });
    state().go('distribution', { distributionProjectId: 'p1', payoutId: 'po1' });

    expect(state().back()).toBe(true);
    expect(state()).toMatchObject({ area: 'projects', projectId: 'p1' });
    expect(state().back()).toBe(true);
    expect(state()).toMatchObject({ area: 'kyc', investorEmail: 'anna@example.com', kycView: 'investor' });
    expect(state().back()).toBe(true);
    expect(state()).toMatchObject({ area: 'payments', orderCode: 'AB12' });
    // The filters as they were when the person left that place.
    expect(state().filters['payments.browse']).toEqual({ status: 'open' });
    expect(state().back()).toBe(true);
    expect(state()).toMatchObject({ area: 'payments', orderCode: undefined });
    expect(state().filters['payments.browse']).toEqual({ status: 'paid' });
    expect(state().back()).toBe(true);
    // Where the desk opened: a first start opens on Today.
    expect(state().area).toBe('today');
    expect(state().back()).toBe(false);
  });

  it('keeps a place the person is already at off the history', () => {
    state().go('custody', { custodyEmail: 'a@example.com' });
    state().go('custody', { custodyEmail: 'a@example.com' });
    expect(state().history).toHaveLength(1);
  });

  it('shows no payout of the project before when Distribution opens another project', () => {
    state().go('distribution', { distributionProjectId: 'p1', payoutId: 'po1' });
    state().go('distribution', { distributionProjectId: 'p2' });
    expect(state().payoutId).toBeUndefined();
    state().back();
    expect(state()).toMatchObject({ distributionProjectId: 'p1', payoutId: 'po1' });
  });

  it('forgets the oldest places beyond fifty', () => {
    for (let i = 0; i < 60; i++) state().go('payments', { orderCode: `C${i}` });
    expect(state().history).toHaveLength(50);
    expect(state().history[0]?.orderCode).toBe('C9');
  });
});
