-- The meetings list filtered by creator, at a million meetings: a meeting's creator is tested on its row (name or
-- e-mail contains the value), which a walk along a sort's index reads for every entry it passes, and sorted by
-- organization the walk passed every other organization's meetings first (about a second a page). Creators are few,
-- and each belongs to an organization: this index lists each creator with their organizations, read by skipping
-- from one to the next, so the filter first finds the organizations of the creators that match and tests them
-- from each sort's index entry (every sort's index carries the organization name, migration 045).
CREATE INDEX meetings_by_creator ON meetings(creator_email, creator_name, organization_name);
