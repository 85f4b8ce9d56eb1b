-- 同号累加 is now the default reading of duplicates (booked with a note). A book whose settings were never
-- saved (version 0) only ever had the old default, so it takes the new one; a book that saved its settings keeps its choice.
UPDATE "book_settings" SET "duplicates" = 'add' WHERE "version" = 0 AND "duplicates" = 'diagnose';
