-- The site's menus edited in the back office (issue 17): a page's place in each menu it is in
-- (menu category → 1-based position). A menu lists its pages by this position, then the pages
-- without one in the site structure's order. Membership stays the page's categories.
ALTER TABLE "cms_pages" ADD COLUMN "menu_positions" jsonb DEFAULT '{}'::jsonb NOT NULL;
