-- The demo network wrote its schools' kind as a Persian word instead of an option key, so their
-- form refused to save until a kind was picked again; "non-governmental" is the 'private' option.
UPDATE "schools" SET "kind" = 'private' WHERE "kind" = 'غیردولتی';
