-- Placeholder: the operator security migration (issue 17) replaces this.
SELECT 1;
