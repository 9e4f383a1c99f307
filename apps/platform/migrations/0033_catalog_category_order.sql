-- The order of games within a category, set in the back office (issue 17): category slug → 1-based
-- position. A category lists the games given a position first (by position), then the others in
-- lobby order. Changes bump the game's revision (0031), so every node's snapshot rebuilds.
ALTER TABLE "games" ADD COLUMN "category_positions" jsonb DEFAULT '{}'::jsonb NOT NULL;
