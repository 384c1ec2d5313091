-- The bytes of the stored documents (a video's bytes are the demo recording's), with their media type.
CREATE TABLE file_contents (
  file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL
);
