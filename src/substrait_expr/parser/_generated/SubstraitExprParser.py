# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,83,549,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,1,0,1,0,1,0,3,0,66,8,0,1,
        0,1,0,1,1,1,1,1,1,1,2,1,2,1,3,1,3,1,3,5,3,78,8,3,10,3,12,3,81,9,
        3,1,4,1,4,1,4,5,4,86,8,4,10,4,12,4,89,9,4,1,5,1,5,5,5,93,8,5,10,
        5,12,5,96,9,5,1,6,1,6,1,6,1,6,1,6,3,6,103,8,6,1,6,1,6,1,6,3,6,108,
        8,6,1,6,1,6,1,6,3,6,113,8,6,1,6,1,6,1,6,1,6,3,6,119,8,6,1,6,1,6,
        1,6,1,6,1,6,1,6,3,6,127,8,6,1,6,1,6,1,6,1,6,1,6,5,6,134,8,6,10,6,
        12,6,137,9,6,1,6,3,6,140,8,6,1,6,1,6,1,6,3,6,145,8,6,1,6,1,6,3,6,
        149,8,6,1,7,1,7,1,8,1,8,1,8,1,8,3,8,157,8,8,1,8,1,8,1,8,1,8,1,8,
        1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,3,8,
        179,8,8,1,8,1,8,3,8,183,8,8,1,8,1,8,1,8,1,8,5,8,189,8,8,10,8,12,
        8,192,9,8,1,9,1,9,1,9,1,9,3,9,198,8,9,1,10,1,10,1,10,1,10,1,10,1,
        10,1,10,1,10,1,10,1,10,1,10,5,10,211,8,10,10,10,12,10,214,9,10,1,
        10,3,10,217,8,10,3,10,219,8,10,3,10,221,8,10,1,10,1,10,1,10,1,10,
        1,10,5,10,228,8,10,10,10,12,10,231,9,10,1,10,3,10,234,8,10,3,10,
        236,8,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,
        1,10,3,10,250,8,10,1,10,1,10,1,10,1,10,1,10,1,10,3,10,258,8,10,1,
        10,1,10,1,10,1,10,1,10,1,10,1,10,4,10,267,8,10,11,10,12,10,268,1,
        10,1,10,3,10,273,8,10,1,10,1,10,1,10,1,10,1,10,1,10,4,10,281,8,10,
        11,10,12,10,282,1,10,1,10,3,10,287,8,10,1,10,1,10,1,10,1,10,1,10,
        1,10,1,10,1,10,1,10,4,10,298,8,10,11,10,12,10,299,1,10,1,10,3,10,
        304,8,10,1,10,1,10,1,10,1,10,1,10,1,10,3,10,312,8,10,3,10,314,8,
        10,1,11,1,11,1,11,1,11,1,11,5,11,321,8,11,10,11,12,11,324,9,11,3,
        11,326,8,11,1,11,3,11,329,8,11,1,12,1,12,1,13,1,13,1,13,3,13,336,
        8,13,1,13,1,13,1,13,3,13,341,8,13,1,13,1,13,3,13,345,8,13,1,13,3,
        13,348,8,13,1,13,3,13,351,8,13,1,14,1,14,1,14,1,14,1,14,1,14,1,14,
        3,14,360,8,14,1,15,1,15,3,15,364,8,15,1,15,1,15,1,15,5,15,369,8,
        15,10,15,12,15,372,9,15,1,15,1,15,1,15,1,15,1,15,5,15,379,8,15,10,
        15,12,15,382,9,15,3,15,384,8,15,3,15,386,8,15,1,16,1,16,1,16,1,16,
        5,16,392,8,16,10,16,12,16,395,9,16,1,16,1,16,1,17,1,17,1,17,1,17,
        1,18,1,18,1,18,1,18,1,18,1,18,1,19,1,19,1,19,1,19,1,19,1,19,3,19,
        415,8,19,1,20,1,20,1,20,1,20,1,20,5,20,422,8,20,10,20,12,20,425,
        9,20,3,20,427,8,20,1,20,1,20,1,20,1,20,1,20,5,20,434,8,20,10,20,
        12,20,437,9,20,3,20,439,8,20,1,20,3,20,442,8,20,1,21,1,21,3,21,446,
        8,21,1,21,1,21,3,21,450,8,21,1,22,1,22,1,22,1,22,1,22,1,22,1,22,
        3,22,459,8,22,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,3,23,
        470,8,23,1,24,1,24,3,24,474,8,24,1,24,3,24,477,8,24,1,25,1,25,3,
        25,481,8,25,1,26,1,26,1,26,1,26,5,26,487,8,26,10,26,12,26,490,9,
        26,3,26,492,8,26,1,26,1,26,3,26,496,8,26,1,26,1,26,1,27,1,27,1,27,
        1,27,1,27,1,27,5,27,506,8,27,10,27,12,27,509,9,27,1,27,1,27,3,27,
        513,8,27,1,28,1,28,3,28,517,8,28,1,29,1,29,1,30,1,30,1,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,3,30,547,8,30,1,30,0,
        1,16,31,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,
        42,44,46,48,50,52,54,56,58,60,0,14,1,0,2,3,1,0,7,8,1,0,69,75,2,0,
        4,4,65,65,1,0,66,68,1,0,64,65,1,0,21,22,2,0,6,8,44,49,2,0,9,9,43,
        43,2,0,30,31,42,42,1,0,33,34,1,0,35,36,1,0,38,39,2,0,24,27,30,43,
        643,0,62,1,0,0,0,2,69,1,0,0,0,4,72,1,0,0,0,6,74,1,0,0,0,8,82,1,0,
        0,0,10,90,1,0,0,0,12,148,1,0,0,0,14,150,1,0,0,0,16,156,1,0,0,0,18,
        197,1,0,0,0,20,313,1,0,0,0,22,328,1,0,0,0,24,330,1,0,0,0,26,335,
        1,0,0,0,28,359,1,0,0,0,30,385,1,0,0,0,32,387,1,0,0,0,34,398,1,0,
        0,0,36,402,1,0,0,0,38,408,1,0,0,0,40,426,1,0,0,0,42,443,1,0,0,0,
        44,451,1,0,0,0,46,469,1,0,0,0,48,471,1,0,0,0,50,480,1,0,0,0,52,482,
        1,0,0,0,54,512,1,0,0,0,56,516,1,0,0,0,58,518,1,0,0,0,60,546,1,0,
        0,0,62,65,3,4,2,0,63,64,5,23,0,0,64,66,3,56,28,0,65,63,1,0,0,0,65,
        66,1,0,0,0,66,67,1,0,0,0,67,68,5,0,0,1,68,1,1,0,0,0,69,70,3,48,24,
        0,70,71,5,0,0,1,71,3,1,0,0,0,72,73,3,6,3,0,73,5,1,0,0,0,74,79,3,
        8,4,0,75,76,7,0,0,0,76,78,3,8,4,0,77,75,1,0,0,0,78,81,1,0,0,0,79,
        77,1,0,0,0,79,80,1,0,0,0,80,7,1,0,0,0,81,79,1,0,0,0,82,87,3,10,5,
        0,83,84,5,1,0,0,84,86,3,10,5,0,85,83,1,0,0,0,86,89,1,0,0,0,87,85,
        1,0,0,0,87,88,1,0,0,0,88,9,1,0,0,0,89,87,1,0,0,0,90,94,3,16,8,0,
        91,93,3,12,6,0,92,91,1,0,0,0,93,96,1,0,0,0,94,92,1,0,0,0,94,95,1,
        0,0,0,95,11,1,0,0,0,96,94,1,0,0,0,97,98,3,14,7,0,98,99,3,16,8,0,
        99,149,1,0,0,0,100,102,5,5,0,0,101,103,5,4,0,0,102,101,1,0,0,0,102,
        103,1,0,0,0,103,104,1,0,0,0,104,149,5,6,0,0,105,107,5,5,0,0,106,
        108,5,4,0,0,107,106,1,0,0,0,107,108,1,0,0,0,108,109,1,0,0,0,109,
        149,7,1,0,0,110,112,5,5,0,0,111,113,5,4,0,0,112,111,1,0,0,0,112,
        113,1,0,0,0,113,114,1,0,0,0,114,115,5,9,0,0,115,116,5,10,0,0,116,
        149,3,16,8,0,117,119,5,4,0,0,118,117,1,0,0,0,118,119,1,0,0,0,119,
        120,1,0,0,0,120,121,5,11,0,0,121,122,3,16,8,0,122,123,5,1,0,0,123,
        124,3,16,8,0,124,149,1,0,0,0,125,127,5,4,0,0,126,125,1,0,0,0,126,
        127,1,0,0,0,127,128,1,0,0,0,128,129,5,12,0,0,129,130,5,58,0,0,130,
        135,3,4,2,0,131,132,5,56,0,0,132,134,3,4,2,0,133,131,1,0,0,0,134,
        137,1,0,0,0,135,133,1,0,0,0,135,136,1,0,0,0,136,139,1,0,0,0,137,
        135,1,0,0,0,138,140,5,56,0,0,139,138,1,0,0,0,139,140,1,0,0,0,140,
        141,1,0,0,0,141,142,5,59,0,0,142,149,1,0,0,0,143,145,5,4,0,0,144,
        143,1,0,0,0,144,145,1,0,0,0,145,146,1,0,0,0,146,147,5,13,0,0,147,
        149,3,16,8,0,148,97,1,0,0,0,148,100,1,0,0,0,148,105,1,0,0,0,148,
        110,1,0,0,0,148,118,1,0,0,0,148,126,1,0,0,0,148,144,1,0,0,0,149,
        13,1,0,0,0,150,151,7,2,0,0,151,15,1,0,0,0,152,153,6,8,-1,0,153,157,
        3,20,10,0,154,155,7,3,0,0,155,157,3,16,8,4,156,152,1,0,0,0,156,154,
        1,0,0,0,157,190,1,0,0,0,158,159,10,3,0,0,159,160,7,4,0,0,160,189,
        3,16,8,4,161,162,10,2,0,0,162,163,7,5,0,0,163,189,3,16,8,3,164,165,
        10,1,0,0,165,166,5,63,0,0,166,189,3,16,8,2,167,168,10,8,0,0,168,
        169,5,54,0,0,169,189,3,48,24,0,170,171,10,7,0,0,171,172,5,60,0,0,
        172,173,3,4,2,0,173,174,5,61,0,0,174,189,1,0,0,0,175,176,10,6,0,
        0,176,178,5,60,0,0,177,179,3,4,2,0,178,177,1,0,0,0,178,179,1,0,0,
        0,179,180,1,0,0,0,180,182,5,55,0,0,181,183,3,4,2,0,182,181,1,0,0,
        0,182,183,1,0,0,0,183,184,1,0,0,0,184,189,5,61,0,0,185,186,10,5,
        0,0,186,187,5,57,0,0,187,189,3,18,9,0,188,158,1,0,0,0,188,161,1,
        0,0,0,188,164,1,0,0,0,188,167,1,0,0,0,188,170,1,0,0,0,188,175,1,
        0,0,0,188,185,1,0,0,0,189,192,1,0,0,0,190,188,1,0,0,0,190,191,1,
        0,0,0,191,17,1,0,0,0,192,190,1,0,0,0,193,198,3,56,28,0,194,198,5,
        50,0,0,195,198,5,48,0,0,196,198,5,47,0,0,197,193,1,0,0,0,197,194,
        1,0,0,0,197,195,1,0,0,0,197,196,1,0,0,0,198,19,1,0,0,0,199,314,3,
        24,12,0,200,201,5,58,0,0,201,202,3,4,2,0,202,203,5,59,0,0,203,314,
        1,0,0,0,204,220,5,58,0,0,205,206,3,4,2,0,206,218,5,56,0,0,207,212,
        3,4,2,0,208,209,5,56,0,0,209,211,3,4,2,0,210,208,1,0,0,0,211,214,
        1,0,0,0,212,210,1,0,0,0,212,213,1,0,0,0,213,216,1,0,0,0,214,212,
        1,0,0,0,215,217,5,56,0,0,216,215,1,0,0,0,216,217,1,0,0,0,217,219,
        1,0,0,0,218,207,1,0,0,0,218,219,1,0,0,0,219,221,1,0,0,0,220,205,
        1,0,0,0,220,221,1,0,0,0,221,222,1,0,0,0,222,314,5,59,0,0,223,235,
        5,60,0,0,224,229,3,4,2,0,225,226,5,56,0,0,226,228,3,4,2,0,227,225,
        1,0,0,0,228,231,1,0,0,0,229,227,1,0,0,0,229,230,1,0,0,0,230,233,
        1,0,0,0,231,229,1,0,0,0,232,234,5,56,0,0,233,232,1,0,0,0,233,234,
        1,0,0,0,234,236,1,0,0,0,235,224,1,0,0,0,235,236,1,0,0,0,236,237,
        1,0,0,0,237,314,5,61,0,0,238,239,3,22,11,0,239,240,5,62,0,0,240,
        241,3,4,2,0,241,314,1,0,0,0,242,243,7,6,0,0,243,244,5,58,0,0,244,
        245,3,4,2,0,245,246,5,23,0,0,246,247,3,48,24,0,247,249,5,59,0,0,
        248,250,3,32,16,0,249,248,1,0,0,0,249,250,1,0,0,0,250,314,1,0,0,
        0,251,252,5,14,0,0,252,253,3,4,2,0,253,254,5,15,0,0,254,257,3,4,
        2,0,255,256,5,16,0,0,256,258,3,4,2,0,257,255,1,0,0,0,257,258,1,0,
        0,0,258,314,1,0,0,0,259,260,5,20,0,0,260,266,3,4,2,0,261,262,5,17,
        0,0,262,263,3,4,2,0,263,264,5,15,0,0,264,265,3,4,2,0,265,267,1,0,
        0,0,266,261,1,0,0,0,267,268,1,0,0,0,268,266,1,0,0,0,268,269,1,0,
        0,0,269,272,1,0,0,0,270,271,5,16,0,0,271,273,3,4,2,0,272,270,1,0,
        0,0,272,273,1,0,0,0,273,314,1,0,0,0,274,280,5,17,0,0,275,276,5,18,
        0,0,276,277,3,4,2,0,277,278,5,15,0,0,278,279,3,4,2,0,279,281,1,0,
        0,0,280,275,1,0,0,0,281,282,1,0,0,0,282,280,1,0,0,0,282,283,1,0,
        0,0,283,286,1,0,0,0,284,285,5,16,0,0,285,287,3,4,2,0,286,284,1,0,
        0,0,286,287,1,0,0,0,287,288,1,0,0,0,288,289,5,19,0,0,289,314,1,0,
        0,0,290,291,5,17,0,0,291,297,3,4,2,0,292,293,5,18,0,0,293,294,3,
        4,2,0,294,295,5,15,0,0,295,296,3,4,2,0,296,298,1,0,0,0,297,292,1,
        0,0,0,298,299,1,0,0,0,299,297,1,0,0,0,299,300,1,0,0,0,300,303,1,
        0,0,0,301,302,5,16,0,0,302,304,3,4,2,0,303,301,1,0,0,0,303,304,1,
        0,0,0,304,305,1,0,0,0,305,306,5,19,0,0,306,314,1,0,0,0,307,314,3,
        26,13,0,308,314,5,51,0,0,309,312,3,56,28,0,310,312,5,50,0,0,311,
        309,1,0,0,0,311,310,1,0,0,0,312,314,1,0,0,0,313,199,1,0,0,0,313,
        200,1,0,0,0,313,204,1,0,0,0,313,223,1,0,0,0,313,238,1,0,0,0,313,
        242,1,0,0,0,313,251,1,0,0,0,313,259,1,0,0,0,313,274,1,0,0,0,313,
        290,1,0,0,0,313,307,1,0,0,0,313,308,1,0,0,0,313,311,1,0,0,0,314,
        21,1,0,0,0,315,329,3,56,28,0,316,325,5,58,0,0,317,322,3,56,28,0,
        318,319,5,56,0,0,319,321,3,56,28,0,320,318,1,0,0,0,321,324,1,0,0,
        0,322,320,1,0,0,0,322,323,1,0,0,0,323,326,1,0,0,0,324,322,1,0,0,
        0,325,317,1,0,0,0,325,326,1,0,0,0,326,327,1,0,0,0,327,329,5,59,0,
        0,328,315,1,0,0,0,328,316,1,0,0,0,329,23,1,0,0,0,330,331,7,7,0,0,
        331,25,1,0,0,0,332,333,3,56,28,0,333,334,5,57,0,0,334,336,1,0,0,
        0,335,332,1,0,0,0,335,336,1,0,0,0,336,337,1,0,0,0,337,338,3,28,14,
        0,338,340,5,58,0,0,339,341,3,30,15,0,340,339,1,0,0,0,340,341,1,0,
        0,0,341,342,1,0,0,0,342,344,5,59,0,0,343,345,3,32,16,0,344,343,1,
        0,0,0,344,345,1,0,0,0,345,347,1,0,0,0,346,348,3,36,18,0,347,346,
        1,0,0,0,347,348,1,0,0,0,348,350,1,0,0,0,349,351,3,38,19,0,350,349,
        1,0,0,0,350,351,1,0,0,0,351,27,1,0,0,0,352,360,3,56,28,0,353,360,
        5,1,0,0,354,360,5,2,0,0,355,360,5,3,0,0,356,360,5,4,0,0,357,360,
        5,13,0,0,358,360,5,11,0,0,359,352,1,0,0,0,359,353,1,0,0,0,359,354,
        1,0,0,0,359,355,1,0,0,0,359,356,1,0,0,0,359,357,1,0,0,0,359,358,
        1,0,0,0,360,29,1,0,0,0,361,386,5,66,0,0,362,364,7,8,0,0,363,362,
        1,0,0,0,363,364,1,0,0,0,364,365,1,0,0,0,365,370,3,4,2,0,366,367,
        5,56,0,0,367,369,3,4,2,0,368,366,1,0,0,0,369,372,1,0,0,0,370,368,
        1,0,0,0,370,371,1,0,0,0,371,383,1,0,0,0,372,370,1,0,0,0,373,374,
        5,29,0,0,374,375,5,28,0,0,375,380,3,42,21,0,376,377,5,56,0,0,377,
        379,3,42,21,0,378,376,1,0,0,0,379,382,1,0,0,0,380,378,1,0,0,0,380,
        381,1,0,0,0,381,384,1,0,0,0,382,380,1,0,0,0,383,373,1,0,0,0,383,
        384,1,0,0,0,384,386,1,0,0,0,385,361,1,0,0,0,385,363,1,0,0,0,386,
        31,1,0,0,0,387,388,5,60,0,0,388,393,3,34,17,0,389,390,5,56,0,0,390,
        392,3,34,17,0,391,389,1,0,0,0,392,395,1,0,0,0,393,391,1,0,0,0,393,
        394,1,0,0,0,394,396,1,0,0,0,395,393,1,0,0,0,396,397,5,61,0,0,397,
        33,1,0,0,0,398,399,3,56,28,0,399,400,5,55,0,0,400,401,3,60,30,0,
        401,35,1,0,0,0,402,403,5,24,0,0,403,404,5,58,0,0,404,405,5,25,0,
        0,405,406,3,4,2,0,406,407,5,59,0,0,407,37,1,0,0,0,408,414,5,26,0,
        0,409,415,3,56,28,0,410,411,5,58,0,0,411,412,3,40,20,0,412,413,5,
        59,0,0,413,415,1,0,0,0,414,409,1,0,0,0,414,410,1,0,0,0,415,39,1,
        0,0,0,416,417,5,27,0,0,417,418,5,28,0,0,418,423,3,4,2,0,419,420,
        5,56,0,0,420,422,3,4,2,0,421,419,1,0,0,0,422,425,1,0,0,0,423,421,
        1,0,0,0,423,424,1,0,0,0,424,427,1,0,0,0,425,423,1,0,0,0,426,416,
        1,0,0,0,426,427,1,0,0,0,427,438,1,0,0,0,428,429,5,29,0,0,429,430,
        5,28,0,0,430,435,3,42,21,0,431,432,5,56,0,0,432,434,3,42,21,0,433,
        431,1,0,0,0,434,437,1,0,0,0,435,433,1,0,0,0,435,436,1,0,0,0,436,
        439,1,0,0,0,437,435,1,0,0,0,438,428,1,0,0,0,438,439,1,0,0,0,439,
        441,1,0,0,0,440,442,3,44,22,0,441,440,1,0,0,0,441,442,1,0,0,0,442,
        41,1,0,0,0,443,445,3,4,2,0,444,446,7,9,0,0,445,444,1,0,0,0,445,446,
        1,0,0,0,446,449,1,0,0,0,447,448,5,32,0,0,448,450,7,10,0,0,449,447,
        1,0,0,0,449,450,1,0,0,0,450,43,1,0,0,0,451,458,7,11,0,0,452,453,
        5,11,0,0,453,454,3,46,23,0,454,455,5,1,0,0,455,456,3,46,23,0,456,
        459,1,0,0,0,457,459,3,46,23,0,458,452,1,0,0,0,458,457,1,0,0,0,459,
        45,1,0,0,0,460,461,5,37,0,0,461,470,5,38,0,0,462,463,5,37,0,0,463,
        470,5,39,0,0,464,465,5,40,0,0,465,470,5,41,0,0,466,467,3,16,8,0,
        467,468,7,12,0,0,468,470,1,0,0,0,469,460,1,0,0,0,469,462,1,0,0,0,
        469,464,1,0,0,0,469,466,1,0,0,0,470,47,1,0,0,0,471,473,3,50,25,0,
        472,474,5,76,0,0,473,472,1,0,0,0,473,474,1,0,0,0,474,476,1,0,0,0,
        475,477,3,52,26,0,476,475,1,0,0,0,476,477,1,0,0,0,477,49,1,0,0,0,
        478,481,3,56,28,0,479,481,5,52,0,0,480,478,1,0,0,0,480,479,1,0,0,
        0,481,51,1,0,0,0,482,491,5,74,0,0,483,488,3,54,27,0,484,485,5,56,
        0,0,485,487,3,54,27,0,486,484,1,0,0,0,487,490,1,0,0,0,488,486,1,
        0,0,0,488,489,1,0,0,0,489,492,1,0,0,0,490,488,1,0,0,0,491,483,1,
        0,0,0,491,492,1,0,0,0,492,495,1,0,0,0,493,494,5,62,0,0,494,496,3,
        48,24,0,495,493,1,0,0,0,495,496,1,0,0,0,496,497,1,0,0,0,497,498,
        5,75,0,0,498,53,1,0,0,0,499,513,5,48,0,0,500,513,3,48,24,0,501,502,
        5,58,0,0,502,507,3,48,24,0,503,504,5,56,0,0,504,506,3,48,24,0,505,
        503,1,0,0,0,506,509,1,0,0,0,507,505,1,0,0,0,507,508,1,0,0,0,508,
        510,1,0,0,0,509,507,1,0,0,0,510,511,5,59,0,0,511,513,1,0,0,0,512,
        499,1,0,0,0,512,500,1,0,0,0,512,501,1,0,0,0,513,55,1,0,0,0,514,517,
        5,53,0,0,515,517,3,58,29,0,516,514,1,0,0,0,516,515,1,0,0,0,517,57,
        1,0,0,0,518,519,7,13,0,0,519,59,1,0,0,0,520,547,3,56,28,0,521,547,
        5,1,0,0,522,547,5,2,0,0,523,547,5,3,0,0,524,547,5,4,0,0,525,547,
        5,5,0,0,526,547,5,6,0,0,527,547,5,7,0,0,528,547,5,8,0,0,529,547,
        5,9,0,0,530,547,5,10,0,0,531,547,5,11,0,0,532,547,5,12,0,0,533,547,
        5,13,0,0,534,547,5,14,0,0,535,547,5,15,0,0,536,547,5,16,0,0,537,
        547,5,17,0,0,538,547,5,18,0,0,539,547,5,19,0,0,540,547,5,20,0,0,
        541,547,5,21,0,0,542,547,5,22,0,0,543,547,5,23,0,0,544,547,5,28,
        0,0,545,547,5,29,0,0,546,520,1,0,0,0,546,521,1,0,0,0,546,522,1,0,
        0,0,546,523,1,0,0,0,546,524,1,0,0,0,546,525,1,0,0,0,546,526,1,0,
        0,0,546,527,1,0,0,0,546,528,1,0,0,0,546,529,1,0,0,0,546,530,1,0,
        0,0,546,531,1,0,0,0,546,532,1,0,0,0,546,533,1,0,0,0,546,534,1,0,
        0,0,546,535,1,0,0,0,546,536,1,0,0,0,546,537,1,0,0,0,546,538,1,0,
        0,0,546,539,1,0,0,0,546,540,1,0,0,0,546,541,1,0,0,0,546,542,1,0,
        0,0,546,543,1,0,0,0,546,544,1,0,0,0,546,545,1,0,0,0,547,61,1,0,0,
        0,71,65,79,87,94,102,107,112,118,126,135,139,144,148,156,178,182,
        188,190,197,212,216,218,220,229,233,235,249,257,268,272,282,286,
        299,303,311,313,322,325,328,335,340,344,347,350,359,363,370,380,
        383,385,393,414,423,426,435,438,441,445,449,458,469,473,476,480,
        488,491,495,507,512,516,546
    ]

class SubstraitExprParser ( Parser ):

    grammarFileName = "SubstraitExpr.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'and'", "'or'", "'xor'", "'not'", "'is'", 
                     "'null'", "'true'", "'false'", "'distinct'", "'from'", 
                     "'between'", "'in'", "'like'", "'if'", "'then'", "'else'", 
                     "'case'", "'when'", "'end'", "'switch'", "'cast'", 
                     "'try_cast'", "'as'", "'filter'", "'where'", "'over'", 
                     "'partition'", "'by'", "'order'", "'asc'", "'desc'", 
                     "'nulls'", "'first'", "'last'", "'rows'", "'range'", 
                     "'unbounded'", "'preceding'", "'following'", "'current'", 
                     "'row'", "'clustered'", "'all'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'::'", "':'", "','", "'.'", "'('", "')'", "'['", "']'", 
                     "'->'", "'||'", "'+'", "'-'", "'*'", "'/'", "'%'", 
                     "'='", "'!='", "'<>'", "'<='", "'>='", "'<'", "'>'", 
                     "'?'" ]

    symbolicNames = [ "<INVALID>", "AND", "OR", "XOR", "NOT", "IS", "NULL", 
                      "TRUE", "FALSE", "DISTINCT", "FROM", "BETWEEN", "IN", 
                      "LIKE", "IF", "THEN", "ELSE", "CASE", "WHEN", "END", 
                      "SWITCH", "CAST", "TRY_CAST", "AS", "FILTER", "WHERE", 
                      "OVER", "PARTITION", "BY", "ORDER", "ASC", "DESC", 
                      "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "UNBOUNDED", 
                      "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "CLUSTERED", 
                      "ALL", "TIMESTAMP_LIT", "DATE_LIT", "TIME_LIT", "DECIMAL_LIT", 
                      "INTEGER", "STRING", "QUOTED_IDENT", "POSITIONAL", 
                      "USER_TYPE", "IDENT", "DOUBLE_COLON", "COLON", "COMMA", 
                      "DOT", "LPAREN", "RPAREN", "LBRACKET", "RBRACKET", 
                      "ARROW", "CONCAT", "PLUS", "MINUS", "STAR", "SLASH", 
                      "PERCENT", "EQ", "NEQ", "NEQ_SQL", "LTE", "GTE", "LT", 
                      "GT", "QMARK", "LINE_COMMENT", "BLOCK_COMMENT", "WS", 
                      "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENT", 
                      "UNTERMINATED_COMMENT", "UNEXPECTED_CHAR" ]

    RULE_root = 0
    RULE_typeRoot = 1
    RULE_expr = 2
    RULE_orExpr = 3
    RULE_andExpr = 4
    RULE_predicate = 5
    RULE_predicateTail = 6
    RULE_compOp = 7
    RULE_valueExpr = 8
    RULE_fieldSelector = 9
    RULE_primary = 10
    RULE_lambdaParams = 11
    RULE_literal = 12
    RULE_call = 13
    RULE_functionName = 14
    RULE_callArgs = 15
    RULE_optionList = 16
    RULE_functionOption = 17
    RULE_filterClause = 18
    RULE_overClause = 19
    RULE_windowSpec = 20
    RULE_sortItem = 21
    RULE_frame = 22
    RULE_frameBound = 23
    RULE_typeExpr = 24
    RULE_typeName = 25
    RULE_typeParams = 26
    RULE_typeParam = 27
    RULE_identifier = 28
    RULE_softKeyword = 29
    RULE_word = 30

    ruleNames =  [ "root", "typeRoot", "expr", "orExpr", "andExpr", "predicate", 
                   "predicateTail", "compOp", "valueExpr", "fieldSelector", 
                   "primary", "lambdaParams", "literal", "call", "functionName", 
                   "callArgs", "optionList", "functionOption", "filterClause", 
                   "overClause", "windowSpec", "sortItem", "frame", "frameBound", 
                   "typeExpr", "typeName", "typeParams", "typeParam", "identifier", 
                   "softKeyword", "word" ]

    EOF = Token.EOF
    AND=1
    OR=2
    XOR=3
    NOT=4
    IS=5
    NULL=6
    TRUE=7
    FALSE=8
    DISTINCT=9
    FROM=10
    BETWEEN=11
    IN=12
    LIKE=13
    IF=14
    THEN=15
    ELSE=16
    CASE=17
    WHEN=18
    END=19
    SWITCH=20
    CAST=21
    TRY_CAST=22
    AS=23
    FILTER=24
    WHERE=25
    OVER=26
    PARTITION=27
    BY=28
    ORDER=29
    ASC=30
    DESC=31
    NULLS=32
    FIRST=33
    LAST=34
    ROWS=35
    RANGE=36
    UNBOUNDED=37
    PRECEDING=38
    FOLLOWING=39
    CURRENT=40
    ROW=41
    CLUSTERED=42
    ALL=43
    TIMESTAMP_LIT=44
    DATE_LIT=45
    TIME_LIT=46
    DECIMAL_LIT=47
    INTEGER=48
    STRING=49
    QUOTED_IDENT=50
    POSITIONAL=51
    USER_TYPE=52
    IDENT=53
    DOUBLE_COLON=54
    COLON=55
    COMMA=56
    DOT=57
    LPAREN=58
    RPAREN=59
    LBRACKET=60
    RBRACKET=61
    ARROW=62
    CONCAT=63
    PLUS=64
    MINUS=65
    STAR=66
    SLASH=67
    PERCENT=68
    EQ=69
    NEQ=70
    NEQ_SQL=71
    LTE=72
    GTE=73
    LT=74
    GT=75
    QMARK=76
    LINE_COMMENT=77
    BLOCK_COMMENT=78
    WS=79
    UNTERMINATED_STRING=80
    UNTERMINATED_QUOTED_IDENT=81
    UNTERMINATED_COMMENT=82
    UNEXPECTED_CHAR=83

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.1")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class RootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.alias = None # IdentifierContext

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_root

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRoot" ):
                return visitor.visitRoot(self)
            else:
                return visitor.visitChildren(self)




    def root(self):

        localctx = SubstraitExprParser.RootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_root)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 62
            self.expr()
            self.state = 65
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 63
                self.match(SubstraitExprParser.AS)
                self.state = 64
                localctx.alias = self.identifier()


            self.state = 67
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeRoot" ):
                return visitor.visitTypeRoot(self)
            else:
                return visitor.visitChildren(self)




    def typeRoot(self):

        localctx = SubstraitExprParser.TypeRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_typeRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 69
            self.typeExpr()
            self.state = 70
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def orExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.OrExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_expr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpr" ):
                return visitor.visitExpr(self)
            else:
                return visitor.visitChildren(self)




    def expr(self):

        localctx = SubstraitExprParser.ExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_expr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 72
            self.orExpr()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self._OR = None # Token
            self.ops = list() # of Tokens
            self._XOR = None # Token
            self._tset86 = None # Token

        def andExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.AndExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.AndExprContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.OR)
            else:
                return self.getToken(SubstraitExprParser.OR, i)

        def XOR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.XOR)
            else:
                return self.getToken(SubstraitExprParser.XOR, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_orExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrExpr" ):
                return visitor.visitOrExpr(self)
            else:
                return visitor.visitChildren(self)




    def orExpr(self):

        localctx = SubstraitExprParser.OrExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_orExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 74
            self.andExpr()
            self.state = 79
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,1,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 75
                    localctx._tset86 = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==2 or _la==3):
                        localctx._tset86 = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    localctx.ops.append(localctx._tset86)
                    self.state = 76
                    self.andExpr() 
                self.state = 81
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,1,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AndExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def predicate(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateContext,i)


        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.AND)
            else:
                return self.getToken(SubstraitExprParser.AND, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_andExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndExpr" ):
                return visitor.visitAndExpr(self)
            else:
                return visitor.visitChildren(self)




    def andExpr(self):

        localctx = SubstraitExprParser.AndExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_andExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 82
            self.predicate()
            self.state = 87
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 83
                    self.match(SubstraitExprParser.AND)
                    self.state = 84
                    self.predicate() 
                self.state = 89
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def predicateTail(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateTailContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateTailContext,i)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicate

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPredicate" ):
                return visitor.visitPredicate(self)
            else:
                return visitor.visitChildren(self)




    def predicate(self):

        localctx = SubstraitExprParser.PredicateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_predicate)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 90
            self.valueExpr(0)
            self.state = 94
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 91
                    self.predicateTail() 
                self.state = 96
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateTailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicateTail

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class BetweenTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.low = None # ValueExprContext
            self.high = None # ValueExprContext
            self.copyFrom(ctx)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)
        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)
        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenTail" ):
                return visitor.visitBetweenTail(self)
            else:
                return visitor.visitChildren(self)


    class ComparisonTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitComparisonTail" ):
                return visitor.visitComparisonTail(self)
            else:
                return visitor.visitChildren(self)


    class IsDistinctTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)
        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsDistinctTail" ):
                return visitor.visitIsDistinctTail(self)
            else:
                return visitor.visitChildren(self)


    class IsNullTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsNullTail" ):
                return visitor.visitIsNullTail(self)
            else:
                return visitor.visitChildren(self)


    class InTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInTail" ):
                return visitor.visitInTail(self)
            else:
                return visitor.visitChildren(self)


    class IsBooleanTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)
        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsBooleanTail" ):
                return visitor.visitIsBooleanTail(self)
            else:
                return visitor.visitChildren(self)


    class LikeTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLikeTail" ):
                return visitor.visitLikeTail(self)
            else:
                return visitor.visitChildren(self)



    def predicateTail(self):

        localctx = SubstraitExprParser.PredicateTailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_predicateTail)
        self._la = 0 # Token type
        try:
            self.state = 148
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,12,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.ComparisonTailContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 97
                self.compOp()
                self.state = 98
                self.valueExpr(0)
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.IsNullTailContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 100
                self.match(SubstraitExprParser.IS)
                self.state = 102
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 101
                    self.match(SubstraitExprParser.NOT)


                self.state = 104
                self.match(SubstraitExprParser.NULL)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.IsBooleanTailContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 105
                self.match(SubstraitExprParser.IS)
                self.state = 107
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 106
                    self.match(SubstraitExprParser.NOT)


                self.state = 109
                _la = self._input.LA(1)
                if not(_la==7 or _la==8):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.IsDistinctTailContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 110
                self.match(SubstraitExprParser.IS)
                self.state = 112
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 111
                    self.match(SubstraitExprParser.NOT)


                self.state = 114
                self.match(SubstraitExprParser.DISTINCT)
                self.state = 115
                self.match(SubstraitExprParser.FROM)
                self.state = 116
                self.valueExpr(0)
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.BetweenTailContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 118
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 117
                    self.match(SubstraitExprParser.NOT)


                self.state = 120
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 121
                localctx.low = self.valueExpr(0)
                self.state = 122
                self.match(SubstraitExprParser.AND)
                self.state = 123
                localctx.high = self.valueExpr(0)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.InTailContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 126
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 125
                    self.match(SubstraitExprParser.NOT)


                self.state = 128
                self.match(SubstraitExprParser.IN)
                self.state = 129
                self.match(SubstraitExprParser.LPAREN)
                self.state = 130
                self.expr()
                self.state = 135
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,9,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 131
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 132
                        self.expr() 
                    self.state = 137
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,9,self._ctx)

                self.state = 139
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==56:
                    self.state = 138
                    self.match(SubstraitExprParser.COMMA)


                self.state = 141
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.LikeTailContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 144
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 143
                    self.match(SubstraitExprParser.NOT)


                self.state = 146
                self.match(SubstraitExprParser.LIKE)
                self.state = 147
                self.valueExpr(0)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompOpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(SubstraitExprParser.EQ, 0)

        def NEQ(self):
            return self.getToken(SubstraitExprParser.NEQ, 0)

        def NEQ_SQL(self):
            return self.getToken(SubstraitExprParser.NEQ_SQL, 0)

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def LTE(self):
            return self.getToken(SubstraitExprParser.LTE, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def GTE(self):
            return self.getToken(SubstraitExprParser.GTE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_compOp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompOp" ):
                return visitor.visitCompOp(self)
            else:
                return visitor.visitChildren(self)




    def compOp(self):

        localctx = SubstraitExprParser.CompOpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_compOp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 150
            _la = self._input.LA(1)
            if not(((((_la - 69)) & ~0x3f) == 0 and ((1 << (_la - 69)) & 127) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_valueExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class ConcatenationContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def CONCAT(self):
            return self.getToken(SubstraitExprParser.CONCAT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConcatenation" ):
                return visitor.visitConcatenation(self)
            else:
                return visitor.visitChildren(self)


    class SubscriptContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.index = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubscript" ):
                return visitor.visitSubscript(self)
            else:
                return visitor.visitChildren(self)


    class SliceContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.lower = None # ExprContext
            self.upper = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSlice" ):
                return visitor.visitSlice(self)
            else:
                return visitor.visitChildren(self)


    class PrefixContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrefix" ):
                return visitor.visitPrefix(self)
            else:
                return visitor.visitChildren(self)


    class FieldAccessContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldAccess" ):
                return visitor.visitFieldAccess(self)
            else:
                return visitor.visitChildren(self)


    class MultiplicativeContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)
        def SLASH(self):
            return self.getToken(SubstraitExprParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(SubstraitExprParser.PERCENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiplicative" ):
                return visitor.visitMultiplicative(self)
            else:
                return visitor.visitChildren(self)


    class AtomContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(SubstraitExprParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAtom" ):
                return visitor.visitAtom(self)
            else:
                return visitor.visitChildren(self)


    class ColonCastContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExprParser.DOUBLE_COLON, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitColonCast" ):
                return visitor.visitColonCast(self)
            else:
                return visitor.visitChildren(self)


    class AdditiveContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def PLUS(self):
            return self.getToken(SubstraitExprParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAdditive" ):
                return visitor.visitAdditive(self)
            else:
                return visitor.visitChildren(self)



    def valueExpr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = SubstraitExprParser.ValueExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 16
        self.enterRecursionRule(localctx, 16, self.RULE_valueExpr, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 156
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,13,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.AtomContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 153
                self.primary()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.PrefixContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 154
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==4 or _la==65):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 155
                self.valueExpr(4)
                pass


            self._ctx.stop = self._input.LT(-1)
            self.state = 190
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,17,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 188
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,16,self._ctx)
                    if la_ == 1:
                        localctx = SubstraitExprParser.MultiplicativeContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 158
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 159
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 7) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 160
                        self.valueExpr(4)
                        pass

                    elif la_ == 2:
                        localctx = SubstraitExprParser.AdditiveContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 161
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 162
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==64 or _la==65):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 163
                        self.valueExpr(3)
                        pass

                    elif la_ == 3:
                        localctx = SubstraitExprParser.ConcatenationContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 164
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 165
                        self.match(SubstraitExprParser.CONCAT)
                        self.state = 166
                        self.valueExpr(2)
                        pass

                    elif la_ == 4:
                        localctx = SubstraitExprParser.ColonCastContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 167
                        if not self.precpred(self._ctx, 8):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 8)")
                        self.state = 168
                        self.match(SubstraitExprParser.DOUBLE_COLON)
                        self.state = 169
                        self.typeExpr()
                        pass

                    elif la_ == 5:
                        localctx = SubstraitExprParser.SubscriptContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 170
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 171
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 172
                        localctx.index = self.expr()
                        self.state = 173
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 6:
                        localctx = SubstraitExprParser.SliceContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 175
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 176
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 178
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 177
                            localctx.lower = self.expr()


                        self.state = 180
                        self.match(SubstraitExprParser.COLON)
                        self.state = 182
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 181
                            localctx.upper = self.expr()


                        self.state = 184
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 7:
                        localctx = SubstraitExprParser.FieldAccessContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 185
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 186
                        self.match(SubstraitExprParser.DOT)
                        self.state = 187
                        self.fieldSelector()
                        pass

             
                self.state = 192
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,17,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class FieldSelectorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_fieldSelector

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSelector" ):
                return visitor.visitFieldSelector(self)
            else:
                return visitor.visitChildren(self)




    def fieldSelector(self):

        localctx = SubstraitExprParser.FieldSelectorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_fieldSelector)
        try:
            self.state = 197
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 193
                self.identifier()
                pass
            elif token in [50]:
                self.enterOuterAlt(localctx, 2)
                self.state = 194
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            elif token in [48]:
                self.enterOuterAlt(localctx, 3)
                self.state = 195
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [47]:
                self.enterOuterAlt(localctx, 4)
                self.state = 196
                self.match(SubstraitExprParser.DECIMAL_LIT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class PositionalContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def POSITIONAL(self):
            return self.getToken(SubstraitExprParser.POSITIONAL, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPositional" ):
                return visitor.visitPositional(self)
            else:
                return visitor.visitChildren(self)


    class IfThenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIfThen" ):
                return visitor.visitIfThen(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ListContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitList" ):
                return visitor.visitList(self)
            else:
                return visitor.visitChildren(self)


    class CaseWhenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseWhen" ):
                return visitor.visitCaseWhen(self)
            else:
                return visitor.visitChildren(self)


    class CastCallContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)
        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)
        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCastCall" ):
                return visitor.visitCastCall(self)
            else:
                return visitor.visitChildren(self)


    class SwitchExprContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def CASE(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.CASE)
            else:
                return self.getToken(SubstraitExprParser.CASE, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSwitchExpr" ):
                return visitor.visitSwitchExpr(self)
            else:
                return visitor.visitChildren(self)


    class TupleContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTuple" ):
                return visitor.visitTuple(self)
            else:
                return visitor.visitChildren(self)


    class LambdaContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def lambdaParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.LambdaParamsContext,0)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambda" ):
                return visitor.visitLambda(self)
            else:
                return visitor.visitChildren(self)


    class CaseSwitchContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseSwitch" ):
                return visitor.visitCaseSwitch(self)
            else:
                return visitor.visitChildren(self)


    class ParenthesizedContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitParenthesized" ):
                return visitor.visitParenthesized(self)
            else:
                return visitor.visitChildren(self)


    class NameContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitName" ):
                return visitor.visitName(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def call(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = SubstraitExprParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 313
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,35,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 199
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.ParenthesizedContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 200
                self.match(SubstraitExprParser.LPAREN)
                self.state = 201
                self.expr()
                self.state = 202
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.TupleContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 204
                self.match(SubstraitExprParser.LPAREN)
                self.state = 220
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 205
                    self.expr()
                    self.state = 206
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 218
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                        self.state = 207
                        self.expr()
                        self.state = 212
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,19,self._ctx)
                        while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                            if _alt==1:
                                self.state = 208
                                self.match(SubstraitExprParser.COMMA)
                                self.state = 209
                                self.expr() 
                            self.state = 214
                            self._errHandler.sync(self)
                            _alt = self._interp.adaptivePredict(self._input,19,self._ctx)

                        self.state = 216
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==56:
                            self.state = 215
                            self.match(SubstraitExprParser.COMMA)






                self.state = 222
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.ListContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 223
                self.match(SubstraitExprParser.LBRACKET)
                self.state = 235
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 224
                    self.expr()
                    self.state = 229
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,23,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 225
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 226
                            self.expr() 
                        self.state = 231
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,23,self._ctx)

                    self.state = 233
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==56:
                        self.state = 232
                        self.match(SubstraitExprParser.COMMA)




                self.state = 237
                self.match(SubstraitExprParser.RBRACKET)
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.LambdaContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 238
                self.lambdaParams()
                self.state = 239
                self.match(SubstraitExprParser.ARROW)
                self.state = 240
                self.expr()
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.CastCallContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 242
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==21 or _la==22):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 243
                self.match(SubstraitExprParser.LPAREN)
                self.state = 244
                self.expr()
                self.state = 245
                self.match(SubstraitExprParser.AS)
                self.state = 246
                self.typeExpr()
                self.state = 247
                self.match(SubstraitExprParser.RPAREN)
                self.state = 249
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,26,self._ctx)
                if la_ == 1:
                    self.state = 248
                    self.optionList()


                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.IfThenContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 251
                self.match(SubstraitExprParser.IF)
                self.state = 252
                self.expr()
                self.state = 253
                self.match(SubstraitExprParser.THEN)
                self.state = 254
                self.expr()
                self.state = 257
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,27,self._ctx)
                if la_ == 1:
                    self.state = 255
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 256
                    self.expr()


                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.SwitchExprContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 259
                self.match(SubstraitExprParser.SWITCH)
                self.state = 260
                self.expr()
                self.state = 266 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 261
                        self.match(SubstraitExprParser.CASE)
                        self.state = 262
                        self.expr()
                        self.state = 263
                        self.match(SubstraitExprParser.THEN)
                        self.state = 264
                        self.expr()

                    else:
                        raise NoViableAltException(self)
                    self.state = 268 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,28,self._ctx)

                self.state = 272
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,29,self._ctx)
                if la_ == 1:
                    self.state = 270
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 271
                    self.expr()


                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.CaseWhenContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 274
                self.match(SubstraitExprParser.CASE)
                self.state = 280 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 275
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 276
                    self.expr()
                    self.state = 277
                    self.match(SubstraitExprParser.THEN)
                    self.state = 278
                    self.expr()
                    self.state = 282 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 286
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 284
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 285
                    self.expr()


                self.state = 288
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 10:
                localctx = SubstraitExprParser.CaseSwitchContext(self, localctx)
                self.enterOuterAlt(localctx, 10)
                self.state = 290
                self.match(SubstraitExprParser.CASE)
                self.state = 291
                self.expr()
                self.state = 297 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 292
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 293
                    self.expr()
                    self.state = 294
                    self.match(SubstraitExprParser.THEN)
                    self.state = 295
                    self.expr()
                    self.state = 299 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 303
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 301
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 302
                    self.expr()


                self.state = 305
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 11:
                localctx = SubstraitExprParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 11)
                self.state = 307
                self.call()
                pass

            elif la_ == 12:
                localctx = SubstraitExprParser.PositionalContext(self, localctx)
                self.enterOuterAlt(localctx, 12)
                self.state = 308
                self.match(SubstraitExprParser.POSITIONAL)
                pass

            elif la_ == 13:
                localctx = SubstraitExprParser.NameContext(self, localctx)
                self.enterOuterAlt(localctx, 13)
                self.state = 311
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                    self.state = 309
                    self.identifier()
                    pass
                elif token in [50]:
                    self.state = 310
                    self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LambdaParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.IdentifierContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_lambdaParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambdaParams" ):
                return visitor.visitLambdaParams(self)
            else:
                return visitor.visitChildren(self)




    def lambdaParams(self):

        localctx = SubstraitExprParser.LambdaParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_lambdaParams)
        self._la = 0 # Token type
        try:
            self.state = 328
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 315
                self.identifier()
                pass
            elif token in [58]:
                self.enterOuterAlt(localctx, 2)
                self.state = 316
                self.match(SubstraitExprParser.LPAREN)
                self.state = 325
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 9024790618701824) != 0):
                    self.state = 317
                    self.identifier()
                    self.state = 322
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==56:
                        self.state = 318
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 319
                        self.identifier()
                        self.state = 324
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 327
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def DATE_LIT(self):
            return self.getToken(SubstraitExprParser.DATE_LIT, 0)

        def TIME_LIT(self):
            return self.getToken(SubstraitExprParser.TIME_LIT, 0)

        def TIMESTAMP_LIT(self):
            return self.getToken(SubstraitExprParser.TIMESTAMP_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_literal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteral" ):
                return visitor.visitLiteral(self)
            else:
                return visitor.visitChildren(self)




    def literal(self):

        localctx = SubstraitExprParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 330
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1108307720798656) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.namespace = None # IdentifierContext

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExprParser.FunctionNameContext,0)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)

        def callArgs(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallArgsContext,0)


        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def filterClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.FilterClauseContext,0)


        def overClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.OverClauseContext,0)


        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = SubstraitExprParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 335
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,39,self._ctx)
            if la_ == 1:
                self.state = 332
                localctx.namespace = self.identifier()
                self.state = 333
                self.match(SubstraitExprParser.DOT)


            self.state = 337
            self.functionName()
            self.state = 338
            self.match(SubstraitExprParser.LPAREN)
            self.state = 340
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826085342) != 0) or _la==65 or _la==66:
                self.state = 339
                self.callArgs()


            self.state = 342
            self.match(SubstraitExprParser.RPAREN)
            self.state = 344
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,41,self._ctx)
            if la_ == 1:
                self.state = 343
                self.optionList()


            self.state = 347
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,42,self._ctx)
            if la_ == 1:
                self.state = 346
                self.filterClause()


            self.state = 350
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
            if la_ == 1:
                self.state = 349
                self.overClause()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionName" ):
                return visitor.visitFunctionName(self)
            else:
                return visitor.visitChildren(self)




    def functionName(self):

        localctx = SubstraitExprParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_functionName)
        try:
            self.state = 359
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 352
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 353
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 354
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 355
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 356
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 6)
                self.state = 357
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 7)
                self.state = 358
                self.match(SubstraitExprParser.BETWEEN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallArgsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.quantifier = None # Token

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_callArgs

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallArgs" ):
                return visitor.visitCallArgs(self)
            else:
                return visitor.visitChildren(self)




    def callArgs(self):

        localctx = SubstraitExprParser.CallArgsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_callArgs)
        self._la = 0 # Token type
        try:
            self.state = 385
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [66]:
                self.enterOuterAlt(localctx, 1)
                self.state = 361
                self.match(SubstraitExprParser.STAR)
                pass
            elif token in [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 20, 21, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 53, 58, 60, 65]:
                self.enterOuterAlt(localctx, 2)
                self.state = 363
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,45,self._ctx)
                if la_ == 1:
                    self.state = 362
                    localctx.quantifier = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==9 or _la==43):
                        localctx.quantifier = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 365
                self.expr()
                self.state = 370
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 366
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 367
                    self.expr()
                    self.state = 372
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 383
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==29:
                    self.state = 373
                    self.match(SubstraitExprParser.ORDER)
                    self.state = 374
                    self.match(SubstraitExprParser.BY)
                    self.state = 375
                    self.sortItem()
                    self.state = 380
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==56:
                        self.state = 376
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 377
                        self.sortItem()
                        self.state = 382
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OptionListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def functionOption(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FunctionOptionContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FunctionOptionContext,i)


        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_optionList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOptionList" ):
                return visitor.visitOptionList(self)
            else:
                return visitor.visitChildren(self)




    def optionList(self):

        localctx = SubstraitExprParser.OptionListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_optionList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 387
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 388
            self.functionOption()
            self.state = 393
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==56:
                self.state = 389
                self.match(SubstraitExprParser.COMMA)
                self.state = 390
                self.functionOption()
                self.state = 395
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 396
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionOptionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None # IdentifierContext
            self.value = None # WordContext

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionOption

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionOption" ):
                return visitor.visitFunctionOption(self)
            else:
                return visitor.visitChildren(self)




    def functionOption(self):

        localctx = SubstraitExprParser.FunctionOptionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_functionOption)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 398
            localctx.name = self.identifier()
            self.state = 399
            self.match(SubstraitExprParser.COLON)
            self.state = 400
            localctx.value = self.word()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FilterClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_filterClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFilterClause" ):
                return visitor.visitFilterClause(self)
            else:
                return visitor.visitChildren(self)




    def filterClause(self):

        localctx = SubstraitExprParser.FilterClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_filterClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 402
            self.match(SubstraitExprParser.FILTER)
            self.state = 403
            self.match(SubstraitExprParser.LPAREN)
            self.state = 404
            self.match(SubstraitExprParser.WHERE)
            self.state = 405
            self.expr()
            self.state = 406
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OverClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.windowName = None # IdentifierContext

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def windowSpec(self):
            return self.getTypedRuleContext(SubstraitExprParser.WindowSpecContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_overClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOverClause" ):
                return visitor.visitOverClause(self)
            else:
                return visitor.visitChildren(self)




    def overClause(self):

        localctx = SubstraitExprParser.OverClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_overClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 408
            self.match(SubstraitExprParser.OVER)
            self.state = 414
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.state = 409
                localctx.windowName = self.identifier()
                pass
            elif token in [58]:
                self.state = 410
                self.match(SubstraitExprParser.LPAREN)
                self.state = 411
                self.windowSpec()
                self.state = 412
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WindowSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def BY(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.BY)
            else:
                return self.getToken(SubstraitExprParser.BY, i)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def frame(self):
            return self.getTypedRuleContext(SubstraitExprParser.FrameContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_windowSpec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWindowSpec" ):
                return visitor.visitWindowSpec(self)
            else:
                return visitor.visitChildren(self)




    def windowSpec(self):

        localctx = SubstraitExprParser.WindowSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_windowSpec)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 426
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 416
                self.match(SubstraitExprParser.PARTITION)
                self.state = 417
                self.match(SubstraitExprParser.BY)
                self.state = 418
                self.expr()
                self.state = 423
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 419
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 420
                    self.expr()
                    self.state = 425
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 438
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 428
                self.match(SubstraitExprParser.ORDER)
                self.state = 429
                self.match(SubstraitExprParser.BY)
                self.state = 430
                self.sortItem()
                self.state = 435
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 431
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 432
                    self.sortItem()
                    self.state = 437
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 441
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35 or _la==36:
                self.state = 440
                self.frame()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.order = None # Token
            self.nulls = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortItem" ):
                return visitor.visitSortItem(self)
            else:
                return visitor.visitChildren(self)




    def sortItem(self):

        localctx = SubstraitExprParser.SortItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_sortItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 443
            self.expr()
            self.state = 445
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0):
                self.state = 444
                localctx.order = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0)):
                    localctx.order = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 449
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 447
                self.match(SubstraitExprParser.NULLS)
                self.state = 448
                localctx.nulls = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==33 or _la==34):
                    localctx.nulls = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.unit = None # Token

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def frameBound(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FrameBoundContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FrameBoundContext,i)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frame

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrame" ):
                return visitor.visitFrame(self)
            else:
                return visitor.visitChildren(self)




    def frame(self):

        localctx = SubstraitExprParser.FrameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_frame)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 451
            localctx.unit = self._input.LT(1)
            _la = self._input.LA(1)
            if not(_la==35 or _la==36):
                localctx.unit = self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 458
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,59,self._ctx)
            if la_ == 1:
                self.state = 452
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 453
                self.frameBound()
                self.state = 454
                self.match(SubstraitExprParser.AND)
                self.state = 455
                self.frameBound()
                pass

            elif la_ == 2:
                self.state = 457
                self.frameBound()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameBoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frameBound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrameBound" ):
                return visitor.visitFrameBound(self)
            else:
                return visitor.visitChildren(self)




    def frameBound(self):

        localctx = SubstraitExprParser.FrameBoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_frameBound)
        self._la = 0 # Token type
        try:
            self.state = 469
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,60,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 460
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 461
                self.match(SubstraitExprParser.PRECEDING)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 462
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 463
                self.match(SubstraitExprParser.FOLLOWING)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 464
                self.match(SubstraitExprParser.CURRENT)
                self.state = 465
                self.match(SubstraitExprParser.ROW)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 466
                self.valueExpr(0)
                self.state = 467
                _la = self._input.LA(1)
                if not(_la==38 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeNameContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExprParser.QMARK, 0)

        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeExpr" ):
                return visitor.visitTypeExpr(self)
            else:
                return visitor.visitChildren(self)




    def typeExpr(self):

        localctx = SubstraitExprParser.TypeExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_typeExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 471
            self.typeName()
            self.state = 473
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,61,self._ctx)
            if la_ == 1:
                self.state = 472
                self.match(SubstraitExprParser.QMARK)


            self.state = 476
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,62,self._ctx)
            if la_ == 1:
                self.state = 475
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def USER_TYPE(self):
            return self.getToken(SubstraitExprParser.USER_TYPE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeName" ):
                return visitor.visitTypeName(self)
            else:
                return visitor.visitChildren(self)




    def typeName(self):

        localctx = SubstraitExprParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_typeName)
        try:
            self.state = 480
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 478
                self.identifier()
                pass
            elif token in [52]:
                self.enterOuterAlt(localctx, 2)
                self.state = 479
                self.match(SubstraitExprParser.USER_TYPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeParamContext,i)


        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParams" ):
                return visitor.visitTypeParams(self)
            else:
                return visitor.visitChildren(self)




    def typeParams(self):

        localctx = SubstraitExprParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 482
            self.match(SubstraitExprParser.LT)
            self.state = 491
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 302040241374494720) != 0):
                self.state = 483
                self.typeParam()
                self.state = 488
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 484
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 485
                    self.typeParam()
                    self.state = 490
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 495
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==62:
                self.state = 493
                self.match(SubstraitExprParser.ARROW)
                self.state = 494
                self.typeExpr()


            self.state = 497
            self.match(SubstraitExprParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def typeExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParam

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParam" ):
                return visitor.visitTypeParam(self)
            else:
                return visitor.visitChildren(self)




    def typeParam(self):

        localctx = SubstraitExprParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.state = 512
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [48]:
                self.enterOuterAlt(localctx, 1)
                self.state = 499
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 52, 53]:
                self.enterOuterAlt(localctx, 2)
                self.state = 500
                self.typeExpr()
                pass
            elif token in [58]:
                self.enterOuterAlt(localctx, 3)
                self.state = 501
                self.match(SubstraitExprParser.LPAREN)
                self.state = 502
                self.typeExpr()
                self.state = 507
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 503
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 504
                    self.typeExpr()
                    self.state = 509
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 510
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExprParser.IDENT, 0)

        def softKeyword(self):
            return self.getTypedRuleContext(SubstraitExprParser.SoftKeywordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = SubstraitExprParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_identifier)
        try:
            self.state = 516
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 514
                self.match(SubstraitExprParser.IDENT)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]:
                self.enterOuterAlt(localctx, 2)
                self.state = 515
                self.softKeyword()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SoftKeywordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_softKeyword

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSoftKeyword" ):
                return visitor.visitSoftKeyword(self)
            else:
                return visitor.visitChildren(self)




    def softKeyword(self):

        localctx = SubstraitExprParser.SoftKeywordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_softKeyword)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 518
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 17591363960832) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)

        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)

        def WHEN(self):
            return self.getToken(SubstraitExprParser.WHEN, 0)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)

        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)

        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_word

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWord" ):
                return visitor.visitWord(self)
            else:
                return visitor.visitChildren(self)




    def word(self):

        localctx = SubstraitExprParser.WordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_word)
        try:
            self.state = 546
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 520
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 521
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 522
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 523
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 524
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 6)
                self.state = 525
                self.match(SubstraitExprParser.IS)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 7)
                self.state = 526
                self.match(SubstraitExprParser.NULL)
                pass
            elif token in [7]:
                self.enterOuterAlt(localctx, 8)
                self.state = 527
                self.match(SubstraitExprParser.TRUE)
                pass
            elif token in [8]:
                self.enterOuterAlt(localctx, 9)
                self.state = 528
                self.match(SubstraitExprParser.FALSE)
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 10)
                self.state = 529
                self.match(SubstraitExprParser.DISTINCT)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 11)
                self.state = 530
                self.match(SubstraitExprParser.FROM)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 12)
                self.state = 531
                self.match(SubstraitExprParser.BETWEEN)
                pass
            elif token in [12]:
                self.enterOuterAlt(localctx, 13)
                self.state = 532
                self.match(SubstraitExprParser.IN)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 14)
                self.state = 533
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 15)
                self.state = 534
                self.match(SubstraitExprParser.IF)
                pass
            elif token in [15]:
                self.enterOuterAlt(localctx, 16)
                self.state = 535
                self.match(SubstraitExprParser.THEN)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 17)
                self.state = 536
                self.match(SubstraitExprParser.ELSE)
                pass
            elif token in [17]:
                self.enterOuterAlt(localctx, 18)
                self.state = 537
                self.match(SubstraitExprParser.CASE)
                pass
            elif token in [18]:
                self.enterOuterAlt(localctx, 19)
                self.state = 538
                self.match(SubstraitExprParser.WHEN)
                pass
            elif token in [19]:
                self.enterOuterAlt(localctx, 20)
                self.state = 539
                self.match(SubstraitExprParser.END)
                pass
            elif token in [20]:
                self.enterOuterAlt(localctx, 21)
                self.state = 540
                self.match(SubstraitExprParser.SWITCH)
                pass
            elif token in [21]:
                self.enterOuterAlt(localctx, 22)
                self.state = 541
                self.match(SubstraitExprParser.CAST)
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 23)
                self.state = 542
                self.match(SubstraitExprParser.TRY_CAST)
                pass
            elif token in [23]:
                self.enterOuterAlt(localctx, 24)
                self.state = 543
                self.match(SubstraitExprParser.AS)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 25)
                self.state = 544
                self.match(SubstraitExprParser.BY)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 26)
                self.state = 545
                self.match(SubstraitExprParser.ORDER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[8] = self.valueExpr_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def valueExpr_sempred(self, localctx:ValueExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 1)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 8)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 5)
         




