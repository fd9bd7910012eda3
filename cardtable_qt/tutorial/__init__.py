"""Tutorial mode: lessons played on the real table, step by step.

- ``model``: the typed lesson records and the loader of ``resources/tutorials/<game>.json``;
- ``script``: a lesson's start (a scripted deck or a set position) and its headless walk-through,
  the same moves the table makes (the lesson-data test and ``--list-lessons`` use it);
- ``progress``: which lessons the person completed, kept in a small file of the data folder;
- ``runner``: drives the real session and table through a lesson's steps (Qt);
- ``cli``: ``cardtable --tutorial GAME`` and ``cardtable --list-lessons``.

No game rule lives here: a step's expected action is the engine's own action record, checked by
the engine, and the table shows and performs it through its own controls.
"""
