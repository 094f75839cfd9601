"""Starts Orca as /usr/bin/orca does, with two changes made in memory only:
- it does not refuse to start when another Orca of this user runs (test runs of other sessions,
  or a player's own Orca), and it never kills one (the driver never passes --replace);
- it keeps its own command line instead of renaming itself 'orca', so that the driver can find it
  by the run's temporary directory and nobody's `pgrep -x orca` mistakes it for theirs.
Usage: /usr/bin/python3 orca-launch.py -u PREFS_DIR --debug-file FILE
"""
import importlib.machinery
import sys
import types

if '--replace' in sys.argv or '-r' in sys.argv:
    sys.exit('orca-launch.py: --replace is refused (it kills every Orca by name)')

loader = importlib.machinery.SourceFileLoader('orca_cli', '/usr/bin/orca')
cli = types.ModuleType(loader.name)
cli.__file__ = '/usr/bin/orca'
loader.exec_module(cli)
cli.otherOrcas = lambda: []
cli.setProcessName = lambda name: True
sys.argv[0] = 'orca'
sys.exit(cli.main())
