-- Reserved; filled by its issue's work.
SELECT 1;
