-- Placeholder: the operator roles migration (issue 17) replaces this.
SELECT 1;
