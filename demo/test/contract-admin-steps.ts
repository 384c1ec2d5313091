// Steps of the contract test for the administration areas: each calls its operations in a working order.
import assert from 'node:assert/strict';
import { futureSlot } from '../api/maintenance';
import { OPERATIONS } from './contract-support';
import type { Answer, CallOptions, TestClient } from './helpers';

/** Calls an operation, checks the answer against the contract and records the operation as covered. */
export type Call = (
  client: TestClient,
  id: string,
  options?: CallOptions & { params?: Record<string, string | number>; expect?: number },
) => Promise<Answer>;

const body = <T>(answer: { body: unknown }) => answer.body as T;

/** Organization and subscription administration answers as declared. */
export async function organizationSteps(call: Call, admin: TestClient): Promise<void> {
  await call(admin, 'listOrganizations', { query: { sort: 'subscriptionCount', order: 1 } });
  await call(admin, 'listSubscriptions', { query: { filter: 'perpetual=false' } });
  await call(admin, 'listExceedingSubscriptions');
  const org = body<{ uid: string }>(
    await call(admin, 'createOrganization', {
      json: { name: 'Umbrella Clinics', machineId: 'UMB-1' },
      expect: 201,
    }),
  );
  await call(admin, 'getOrganization', { params: { uid: org.uid } });
  await call(admin, 'updateOrganization', {
    params: { uid: org.uid },
    json: { name: 'Umbrella Clinics Ltd' },
  });
  const spare = body<{ uid: string }>(
    await call(admin, 'createOrganization', { json: { name: 'Spare Organization' }, expect: 201 }),
  );
  await call(admin, 'deleteOrganization', { params: { uid: spare.uid }, expect: 204 });
  const manager = body<{ userId: number }>(
    await call(admin, 'addOrganizationManager', {
      params: { uid: org.uid },
      json: { email: 'manager@example.com' },
      expect: 201,
    }),
  );
  await call(admin, 'removeOrganizationManager', { params: { uid: org.uid, userId: manager.userId } });
  const sub = body<{ uid: string }>(
    await call(admin, 'createSubscription', {
      params: { uid: org.uid },
      json: {
        product: 'Meet Business',
        seats: 25,
        maxOrganizers: 3,
        perpetual: false,
        endDate: '2030-12-31',
      },
      expect: 201,
    }),
  );
  const params = { uid: sub.uid };
  await call(admin, 'getSubscription', { params });
  await call(admin, 'updateSubscription', { params, json: { ssoGroup: 'umbrella-organizers' } });
  const organizer = body<{ userId: number }>(
    await call(admin, 'addOrganizer', { params, json: { email: 'manager@example.com' }, expect: 201 }),
  );
  await call(admin, 'listOrganizers', { params });
  await call(admin, 'importOrganizers', {
    params,
    body: 'email\nadmin@example.com\nnobody@example.org\n',
    contentType: 'text/csv',
  });
  await call(admin, 'exportOrganizers', { params });
  await call(admin, 'removeOrganizer', { params: { ...params, userId: organizer.userId } });
  const contact = body<{ id: number }>(
    await call(admin, 'addForcedContact', {
      params,
      json: { email: 'desk@umbrella.example.org', firstName: 'Front', lastName: 'Desk' },
      expect: 201,
    }),
  );
  await call(admin, 'listForcedContacts', { params });
  await call(admin, 'importForcedContacts', {
    params,
    body: 'email,firstName,lastName\nit@umbrella.example.org,IT,Desk\n',
    contentType: 'text/csv',
  });
  await call(admin, 'exportForcedContacts', { params });
  await call(admin, 'syncForcedContactsLdap', { params, expect: 200 });
  await call(admin, 'removeForcedContact', { params: { ...params, contactId: contact.id } });
  await call(admin, 'getSubscriptionFeatures', { params });
  await call(admin, 'updateSubscriptionFeatures', {
    params,
    json: {
      features: [
        { name: 'Webinar', value: true },
        { name: 'RecordingQuota', value: 20 },
      ],
    },
  });
  await call(admin, 'getSubscriptionGateways', { params });
  await call(admin, 'getSubscriptionStatistics', {
    params,
    query: { from: '2026-01-01', to: '2026-01-31' },
  });
  await call(admin, 'getOrganizerRanking', { params });
  await call(admin, 'disableSubscription', { params });
  await call(admin, 'disableSubscription', { params, expect: 409 });
}

/** Meeting and file administration answers as declared. */
export async function meetingSteps(call: Call, admin: TestClient): Promise<void> {
  await call(admin, 'listMeetings', {
    query: {
      filter: 'state=stopped&startDate=2020-01-01 to 2100-01-01',
      sort: 'participantCount',
      order: 1,
    },
  });
  await call(admin, 'getMeeting', { params: { uid: '100000004' } });
  await call(admin, 'listMeetingAttendees', { params: { uid: '100000004' } });
  await call(admin, 'exportMeetingAttendees', {
    params: { uid: '100000004' },
    query: { filter: 'excluded=false' },
  });
  await call(admin, 'exportMeetings', { query: { filter: 'state=stopped' } });
  await call(admin, 'getMeetingQuality', { params: { uid: '100000004' } });
  await call(admin, 'listWaitingGuests', { params: { uid: '100000002' } });
  await call(admin, 'decideWaitingGuest', {
    params: { uid: '100000002', guestId: 'nobody-waits' },
    json: { decision: 'APPROVED' },
    expect: 404,
  });
  const files = body<{ items: { id: number; meetingUid: string }[] }>(
    await call(admin, 'listFiles', { query: { size: 5 } }),
  );
  const file = files.items[0];
  assert.ok(file, 'the seed stores files');
  await call(admin, 'listFiles', { query: { filter: `meetingUid=${file.meetingUid}` } });
  await call(admin, 'exportFiles', { query: { filter: `meetingUid=${file.meetingUid}` } });
  await call(admin, 'listMeetingAttachments', { params: { uid: file.meetingUid } });
  const attachments = body<{ id: number; video: boolean }[]>(
    await call(admin, 'listMeetingAttachments', { params: { uid: '100000004' } }),
  );
  const video = attachments.find((attachment) => attachment.video);
  assert.ok(video, 'the ended demo meeting has a video');
  // Bytes, not JSON: the contract check looks at the status and the media type (video/webm).
  await call(admin, 'getAttachmentContent', { params: { uid: '100000004', fileId: video.id } });
  await call(admin, 'getAttachmentContent', {
    params: { uid: '100000004', fileId: video.id },
    headers: { range: 'bytes=0-99' },
    expect: 206,
  });
  await call(admin, 'getAttachmentContent', { params: { uid: '100000004', fileId: 999_999 }, expect: 404 });
  // A document in its own type (application/pdf, text/plain), under its name.
  await call(admin, 'getFileContent', { params: { fileId: file.id } });
  await call(admin, 'getFileContent', { params: { fileId: 999_999 }, expect: 404 });
  // Several files as one zip archive.
  await call(admin, 'downloadFilesArchive', { json: { ids: [file.id] } });
  await call(admin, 'downloadFilesArchive', { json: { ids: [999_999] }, expect: 404 });
  await call(admin, 'updateAttachmentAccess', {
    params: { uid: file.meetingUid, fileId: file.id },
    json: { access: 'expanded' },
  });
  await call(admin, 'deleteMeetingAttachment', { params: { uid: file.meetingUid, fileId: file.id } });
  const other = files.items[1];
  assert.ok(other);
  await call(admin, 'deleteFile', { params: { fileId: other.id } });
  await call(admin, 'bulkFiles', { json: { ids: [other.id], action: 'delete' } });
  await call(admin, 'getStorageSummary');
  await call(admin, 'bulkMeetings', { json: { uids: ['100000004'], action: 'stop' } });
  await call(admin, 'stopMeeting', { params: { uid: '100000002' } });
  await call(admin, 'deleteMeeting', { params: { uid: '100000004' }, expect: 409 });
  await call(admin, 'deleteMeeting', { params: { uid: '100000003' }, expect: 204 });
}

/** Statistics, services and maintenance answer as declared. */
export async function serviceSteps(call: Call, admin: TestClient): Promise<void> {
  await call(admin, 'getStatisticsConfiguration');
  await call(admin, 'getStatistics');
  await call(admin, 'getCustomerRanking', { query: { limit: 3 } });
  const zone = body<{ id: number }>(
    await call(admin, 'createServerZone', { json: { name: 'Asia Pacific' }, expect: 201 }),
  );
  await call(admin, 'createServerZone', { json: { name: 'asia pacific' }, expect: 409 });
  await call(admin, 'renameServerZone', { params: { zoneId: zone.id }, json: { name: 'APAC' } });
  await call(admin, 'setDefaultServerZone', { params: { zoneId: zone.id } });
  await call(admin, 'deleteServerZone', { params: { zoneId: zone.id }, expect: 409 });
  const spare = body<{ id: number }>(
    await call(admin, 'createServerZone', { json: { name: 'Spare zone' }, expect: 201 }),
  );
  await call(admin, 'deleteServerZone', { params: { zoneId: spare.id }, expect: 204 });
  await call(admin, 'listServerZones');
  const servers = body<{ id: number }[]>(await call(admin, 'listMeetingServers'));
  await call(admin, 'updateMeetingServer', {
    params: { serverId: servers[0]?.id ?? 1 },
    json: { acceptNewMeetings: false },
  });
  await call(admin, 'endServerMeetings', { params: { serverId: servers[0]?.id ?? 1 } });
  await call(admin, 'endServerMeetings', { params: { serverId: 9999 }, expect: 404 });
  const gateways = body<{ id: number; enabled: boolean }[]>(await call(admin, 'listGateways'));
  const gateway = gateways[0];
  assert.ok(gateway);
  await call(admin, 'updateGateway', {
    params: { gatewayId: gateway.id },
    json: { enabled: !gateway.enabled },
  });
  await call(admin, 'updateGateway', {
    params: { gatewayId: gateway.id },
    json: { enabled: gateway.enabled },
  });
  await call(admin, 'updateGateway', { params: { gatewayId: 9999 }, json: { enabled: true }, expect: 404 });
  await call(admin, 'listGatewayJobs', { query: { filter: 'state=finished' } });
  await call(admin, 'exportGatewayJobs', { query: { filter: 'state=finished' } });
  await call(admin, 'getManagementServer');
  await call(admin, 'listMaintenancePeriods');
  const day = futureSlot(3).slice(0, 10);
  const candidates = body<{ start: string }[]>(
    await call(admin, 'searchMaintenancePeriods', { query: { day, duration: 90 } }),
  );
  const period = body<{ id: number }>(
    await call(admin, 'createMaintenancePeriod', {
      json: { start: candidates[0]?.start ?? futureSlot(3), duration: 90 },
      expect: 201,
    }),
  );
  await call(admin, 'deleteMaintenancePeriod', { params: { periodId: period.id } });
}

/** Settings answer as declared, and a group read can be written back. */
export async function settingsSteps(call: Call, admin: TestClient): Promise<void> {
  for (const op of OPERATIONS.values()) {
    const name = /^get(\w+)Settings$/.exec(op.operationId)?.[1];
    if (!name || !op.path.startsWith('/web/admin/settings/')) continue;
    const current = await call(admin, op.operationId);
    await call(admin, `update${name}Settings`, { json: current.body });
  }
  await call(admin, 'listApiClients');
  const client = body<{ id: number }>(
    await call(admin, 'createApiClient', { json: { email: 'manager@example.com' }, expect: 201 }),
  );
  await call(admin, 'deleteApiClient', { params: { clientId: client.id } });
  await call(admin, 'importGdprTexts', {
    body: 'language;text;content\nen;accountMessage;"Hello; world"\n',
    contentType: 'text/csv',
  });
}
