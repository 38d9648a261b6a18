// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';
import { clearSignedIn, forgetCurrentUser, setSignedIn } from './auth';
import { createQueryClient } from './queryClient';

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

const user = {
  id: 'u-1',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.org',
  phone: null,
  zipCode: '78701',
};

describe('signing out on a shared phone', () => {
  it('leaves no answer saved offline in the browser, nor any of the applicant data read', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    const waiting = apiRequest('PATCH', '/api/applications/5', { householdSize: 3 });
    await Promise.resolve();
    expect(localStorage.getItem('benefits.offlineSaves.v1')).toContain('householdSize');
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/applications'], [{ id: 5 }]);
    setSignedIn(user);

    clearSignedIn(queryClient);

    expect(localStorage.getItem('benefits.offlineSaves.v1')).toBeNull();
    await expect(waiting).rejects.toThrow(/Signed out/);
    expect(queryClient.getQueryData(['/api/applications'])).toBeUndefined();
    forgetCurrentUser();
  });
});
