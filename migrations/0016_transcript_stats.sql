ALTER TABLE "report_transcripts" ADD COLUMN "characters" integer;--> statement-breakpoint
ALTER TABLE "report_transcripts" ADD COLUMN "word_count" integer;--> statement-breakpoint
ALTER TABLE "report_transcripts" ADD COLUMN "preview" text;--> statement-breakpoint
-- What the studio shows of each transcript stored before, from its stored turns, as the app computes it
-- (transcriptStats): the length in UTF-16 code units (a character outside the BMP counts twice), the word
-- count, and the first 3,000 characters (code points) of the turns' text. Rows without turns keep nulls
-- until their first read parses them.
UPDATE "report_transcripts" SET
  "characters" = char_length("content")
    + char_length("content") - char_length(regexp_replace("content", '[\U00010000-\U0010FFFF]', '', 'g')),
  "word_count" = ("normalized"::json ->> 'wordCount')::integer,
  "preview" = left("normalized"::json ->> 'text', 3000)
WHERE "normalized" IS NOT NULL;
