-- Owners' calendar feeds (decision 025): the feed's address is signed over the account and this
-- number, so "new link" counts it up and every earlier address stops working. A constant default
-- on PostgreSQL 11 and later: no table rewrite.
ALTER TABLE "users" ADD COLUMN "calendar_feed_version" integer DEFAULT 0 NOT NULL;
